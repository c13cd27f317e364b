// Portuguese (Brazil, like the site's dictionary) privacy policy and terms of service: a full
// translation of privacyEn and termsEn in ../notices.ts, in the same markup. No article before
// {company} or {brand}: the seed fills in names whose gender the text cannot know.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Política de Privacidade',
  body: `
{company} (“nós”) opera {brand} e os jogos, sites e serviços de atendimento oferecidos sob essa marca (em conjunto, os “Serviços”). Esta Política de Privacidade explica quais dados pessoais coletamos quando você usa os Serviços, como os usamos e protegemos, e quais escolhas e direitos você tem. Ao usar os Serviços, você reconhece que seus dados serão tratados conforme descrito aqui.

## 1. Dados que coletamos

Coletamos apenas os dados de que precisamos para operar os Serviços:

- Dados da conta: seu ID de conta, apelido e o método de login que você escolher, como um endereço de e-mail ou uma conta de terceiros vinculada (por exemplo, Google, Apple, Facebook ou VK). Dessas plataformas, recebemos apenas os identificadores e dados de perfil que você permitir que elas compartilhem.
- Dados de jogo: nomes de personagens, progresso, itens, saldos de moeda do jogo, mensagens de chat enviadas pelos recursos do jogo e histórico de jogo.
- Dados de compra: números de pedido, produtos comprados, valores, moeda, data e hora da compra e status do pagamento. Números de cartão e outras credenciais de pagamento são processados pela loja de aplicativos ou pelo provedor de pagamento; nós não os armazenamos.
- Dados de atendimento: as solicitações que você envia, anexos como capturas de tela e as nossas respostas.
- Dados do dispositivo e registros: endereço IP, modelo do dispositivo, sistema operacional, configuração de idioma, identificadores de publicidade ou do dispositivo, quando permitido, relatórios de falhas e registros de acesso.

## 2. Como usamos seus dados

- Para criar e gerenciar sua conta e fornecer os jogos que você joga.
- Para processar recargas, entregar moeda e itens do jogo, e tratar reembolsos e o novo pagamento de pedidos que falharam.
- Para responder a solicitações e prestar atendimento ao cliente.
- Para detectar, investigar e impedir trapaças, fraudes, roubo de contas e outras violações dos nossos Termos de Serviço.
- Para manter, analisar e aprimorar os Serviços e desenvolver novos recursos.
- Para enviar avisos sobre o serviço e, se você tiver concordado, novidades sobre eventos e novos jogos. Você pode cancelar o recebimento de mensagens de marketing a qualquer momento.
- Para cumprir nossas obrigações legais, incluindo normas tributárias, contábeis e de defesa do consumidor.

## 3. Por quanto tempo guardamos os dados

Mantemos os dados pessoais apenas pelo tempo necessário para as finalidades acima. Os dados da conta e de jogo são mantidos enquanto sua conta existir e são excluídos ou anonimizados em um prazo razoável após o encerramento da conta. Os registros de compra são mantidos pelo prazo exigido pela legislação tributária e comercial, geralmente de cinco a sete anos. Os registros de atendimento são mantidos por até três anos após o encerramento de uma solicitação, e os registros de acesso por até um ano, salvo se um prazo maior for necessário para resolver uma disputa ou for exigido por lei.

## 4. Compartilhamento com terceiros

Não vendemos seus dados pessoais. Nós os compartilhamos apenas:

- com lojas de aplicativos e provedores de pagamento, para concluir suas compras;
- com prestadores de serviços que hospedam nossos servidores, enviam e-mails, analisam falhas ou operam nossas ferramentas de atendimento, mediante contratos que os obrigam a proteger os dados e a usá-los somente conforme nossas instruções;
- com plataformas que você escolher vincular à sua conta;
- com empresas afiliadas que ajudam a operar os Serviços na sua região;
- quando exigido por lei, por ordem judicial ou por solicitação de autoridade competente, ou quando necessário para proteger a vida, a segurança ou o patrimônio dos jogadores ou de terceiros.

Alguns desses destinatários podem estar localizados fora do seu país. Quando transferimos dados internacionalmente, aplicamos as salvaguardas exigidas pela legislação aplicável, como cláusulas contratuais padrão.

## 5. Segurança

Protegemos os dados pessoais com criptografia em trânsito, controles de acesso, registro de atividades e revisões periódicas dos nossos sistemas. Nenhum método de transmissão ou armazenamento é totalmente seguro; por isso, mantenha sua senha em sigilo e nos avise imediatamente se achar que sua conta foi comprometida.

## 6. Seus direitos

Dependendo da lei do local onde você mora, você pode solicitar o acesso aos seus dados pessoais, a correção ou a exclusão desses dados, a limitação do seu uso ou o seu fornecimento em formato portátil, além de se opor ao seu uso ou revogar um consentimento que tenha dado. Você também pode apresentar reclamação à autoridade de proteção de dados local. Para fazer uma solicitação, entre em contato conosco pelos dados abaixo. Talvez seja necessário verificar sua identidade antes, e responderemos dentro do prazo previsto em lei.

## 7. Crianças

Os Serviços não se destinam a crianças abaixo da idade a partir da qual o consentimento dos pais deixa de ser exigido em seu país. Menores de idade devem usar os Serviços e fazer compras somente com o consentimento dos pais ou do responsável legal. Se soubermos que coletamos dados de uma criança sem o consentimento necessário, iremos excluí-los.

## 8. Cookies

Nossos sites usam cookies e tecnologias semelhantes para manter você conectado, lembrar seu idioma e sua região e medir como o site é usado. Você pode bloquear ou excluir cookies nas configurações do seu navegador, mas alguns recursos poderão deixar de funcionar.

## 9. Alterações nesta política

Podemos atualizar esta Política de Privacidade quando os Serviços ou a lei mudarem. Publicaremos a nova versão nesta página e anunciaremos com antecedência, nos Serviços, as alterações significativas.

## 10. Contato

Em caso de dúvidas sobre esta política ou sobre seus dados pessoais, entre em contato conosco:

- Responsável: {company}
- Endereço: {address}
- E-mail: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Termos de Serviço',
  body: `
Estes Termos de Serviço (“Termos”) estabelecem as regras de uso de {brand} e dos jogos, sites, lojas dentro do jogo e serviços de atendimento fornecidos por {company} (“nós”) (em conjunto, os “Serviços”). Ao criar uma conta ou usar os Serviços, você concorda com estes Termos. Se não concordar, não use os Serviços.

## 1. Contas

- Você deve ter idade suficiente para celebrar contratos em seu país ou ter o consentimento dos pais ou do responsável legal. Menores de idade devem obter esse consentimento antes de fazer qualquer compra.
- Você é responsável pelas informações que cadastrar e por manter seus dados de login em segurança. Tudo o que for feito pela sua conta será considerado feito por você.
- As contas são pessoais. Você não pode vender, emprestar, compartilhar ou transferir sua conta nem nada que esteja nela.
- Se perceber o uso não autorizado da sua conta, entre em contato imediatamente com a central de atendimento.

## 2. Moeda virtual e itens

- Os Serviços podem oferecer moeda virtual e itens que você ganha jogando ou obtém por meio de uma recarga. Você recebe uma licença limitada e revogável para usá-los no jogo correspondente; eles não são de sua propriedade.
- A moeda virtual e os itens não têm valor monetário. Não podem ser trocados por dinheiro ou bens fora dos Serviços, nem transferidos entre contas ou jogos, a menos que o permitamos expressamente.
- Os preços, incluindo os impostos aplicáveis, são exibidos na tela de compra. A compra é concluída quando o pagamento é confirmado, e a moeda ou os itens normalmente são creditados na hora. Se o pagamento for aprovado, mas nada chegar, ou se um pedido falhar, use a opção “Refazer pagamento” ou entre em contato com a central de atendimento.
- Salvo quando a lei determinar o contrário, as compras não podem ser reembolsadas nem canceladas depois que o conteúdo for entregue.
- Se um jogo for encerrado, avisaremos com antecedência, normalmente de pelo menos 30 dias, e trataremos a moeda paga não utilizada conforme exigido pela legislação aplicável.

## 3. Condutas proibidas

Você não pode:

- usar cheats, bots, macros, clientes modificados ou outros softwares não autorizados, nem explorar bugs em vez de relatá-los;
- acessar ou tentar acessar a conta de outra pessoa, ou obter dados de contas mediante engano;
- comprar, vender ou negociar contas, moeda virtual ou itens por dinheiro real ou fora dos Serviços;
- fazer pagamentos fraudulentos, usar o meio de pagamento de outra pessoa ou abusar de reembolsos ou estornos;
- assediar, ameaçar ou discriminar outros jogadores, ou publicar conteúdo obsceno, de ódio ou ilegal;
- passar-se por membros da nossa equipe ou por qualquer outra pessoa;
- prejudicar o funcionamento dos nossos servidores ou redes, ou fazer engenharia reversa, descompilar ou modificar os Serviços;
- usar os Serviços para publicidade, prospecção ou outros fins comerciais sem a nossa permissão;
- fazer qualquer outra coisa que viole a lei ou estes Termos.

## 4. Suspensão e encerramento

Se você violar estes Termos, poderemos, de acordo com a gravidade da violação, enviar uma advertência, remover conteúdo, recuperar itens obtidos de forma indevida ou suspender ou encerrar definitivamente sua conta. Na medida permitida por lei, a moeda virtual e os itens perdidos dessa forma não serão reembolsados. Quando as circunstâncias permitirem, informaremos o motivo e daremos a você a oportunidade de se manifestar. Você pode encerrar sua conta a qualquer momento pelos Serviços ou entrando em contato conosco.

## 5. Alterações e interrupções

Podemos alterar, adicionar ou remover recursos, conteúdos ou jogos, e suspender os Serviços para manutenção, atualizações, falhas de sistema ou eventos fora do nosso controle. Sempre que for razoavelmente possível, avisaremos com antecedência.

## 6. Propriedade intelectual

Todos os direitos sobre os Serviços, incluindo software, arte, personagens, músicas e textos, pertencem a nós ou aos nossos licenciadores. Você só pode usá-los para jogar dentro dos Serviços, de forma pessoal e não comercial.

## 7. Isenções e limitação de responsabilidade

Os Serviços são fornecidos “no estado em que se encontram”. Não garantimos que funcionarão sem interrupções ou erros, nem que atenderão às suas expectativas específicas. Na medida permitida por lei, não nos responsabilizamos por danos indiretos ou consequenciais, e nossa responsabilidade total perante você fica limitada ao valor que você nos pagou nos três meses anteriores ao fato que deu origem à reclamação. Nada nestes Termos limita nossa responsabilidade por dolo ou culpa grave, nem qualquer direito que você tenha com base em normas obrigatórias de defesa do consumidor.

## 8. Alterações destes Termos

Podemos alterar estes Termos. Publicaremos a nova versão nesta página e anunciaremos as mudanças importantes com antecedência. Se você continuar usando os Serviços depois que as alterações entrarem em vigor, estará aceitando os Termos alterados.

## 9. Lei aplicável e disputas

Estes Termos são regidos pelas leis do país ou da região onde {company} tem sua sede registrada, sem prejuízo das normas obrigatórias de defesa do consumidor do país onde você reside. Primeiro, tentaremos resolver qualquer disputa pela nossa central de atendimento. Se isso não for possível, a disputa será submetida ao foro competente da nossa sede, salvo se a lei lhe conceder o direito de propor a ação em outro local.

## 10. Contato

- Responsável: {company}
- Endereço: {address}
- E-mail: {email}
`.trim(),
};
