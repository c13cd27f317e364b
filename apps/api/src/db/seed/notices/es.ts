// Spanish (Spain) privacy policy and terms of service: a full translation of privacyEn and termsEn
// in ../notices.ts, in the same markup. Addresses the player as «tú», like the site's dictionary
// and the consumer-facing legal texts of large publishers in Spain.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Política de privacidad',
  body: `
{company} («nosotros») gestiona {brand} y los juegos, sitios web y servicios de atención al cliente que se ofrecen bajo esta marca (en conjunto, los «Servicios»). Esta Política de privacidad explica qué datos personales recogemos cuando utilizas los Servicios, cómo los usamos y protegemos, y qué opciones y derechos tienes. Al utilizar los Servicios, reconoces que tu información se tratará tal como se describe aquí.

## 1. Información que recogemos

Solo recogemos la información que necesitamos para prestar los Servicios:

- Datos de la cuenta: tu ID de cuenta, tu apodo y el método de inicio de sesión que elijas, como una dirección de correo electrónico o una cuenta de terceros vinculada (por ejemplo, Google, Apple, Facebook o VK). De esas plataformas solo recibimos los identificadores y datos de perfil que les permitas compartir.
- Datos de juego: nombres de personajes, progreso, objetos, saldos de moneda del juego, mensajes de chat enviados mediante las funciones del juego e historial de juego.
- Datos de compra: números de pedido, productos comprados, importes, moneda, fecha y hora de la compra y estado del pago. Los números de tarjeta y demás credenciales de pago los procesa la tienda de aplicaciones o el proveedor de pagos; nosotros no los almacenamos.
- Datos de atención al cliente: las consultas que envíes, los archivos adjuntos, como capturas de pantalla, y nuestras respuestas.
- Datos del dispositivo y registros: dirección IP, modelo del dispositivo, sistema operativo, configuración de idioma, identificadores publicitarios o del dispositivo cuando esté permitido, informes de errores y registros de acceso.

## 2. Cómo usamos tu información

- Para crear y gestionar tu cuenta y ofrecerte los juegos a los que juegas.
- Para procesar recargas, entregar moneda y objetos del juego, y tramitar reembolsos y el nuevo pago de pedidos fallidos.
- Para responder a tus consultas y prestar atención al cliente.
- Para detectar, investigar y prevenir trampas, fraudes, robos de cuentas y otros incumplimientos de nuestros Términos del servicio.
- Para mantener, analizar y mejorar los Servicios y desarrollar nuevas funciones.
- Para enviarte avisos del servicio y, si lo has aceptado, novedades sobre eventos y nuevos juegos. Puedes darte de baja de las comunicaciones comerciales en cualquier momento.
- Para cumplir nuestras obligaciones legales, incluidas las normas fiscales, contables y de protección de los consumidores.

## 3. Cuánto tiempo la conservamos

Conservamos los datos personales solo durante el tiempo que exijan los fines anteriores. Los datos de la cuenta y de juego se conservan mientras exista tu cuenta y se eliminan o anonimizan en un plazo razonable tras su cierre. Los registros de compra se conservan durante el plazo que exige la normativa fiscal y mercantil, por lo general de cinco a siete años. Los registros de atención al cliente se conservan hasta tres años después de cerrarse una consulta, y los registros de acceso, hasta un año, salvo que se necesite un plazo mayor para resolver una disputa o lo exija la ley.

## 4. Comunicación a terceros

No vendemos tus datos personales. Solo los compartimos:

- con tiendas de aplicaciones y proveedores de pago, para completar tus compras;
- con proveedores de servicios que alojan nuestros servidores, envían correos electrónicos, analizan fallos o gestionan nuestras herramientas de atención al cliente, mediante contratos que les obligan a proteger la información y a usarla solo siguiendo nuestras instrucciones;
- con las plataformas que decidas vincular a tu cuenta;
- con empresas afiliadas que nos ayudan a prestar los Servicios en tu región;
- cuando lo exija la ley, una orden judicial o el requerimiento de una autoridad competente, o cuando sea necesario para proteger la vida, la seguridad o los bienes de los jugadores o de terceros.

Algunos de estos destinatarios pueden estar ubicados fuera de tu país. Cuando transferimos información a otros países, aplicamos las garantías que exige la legislación aplicable, como las cláusulas contractuales tipo.

## 5. Seguridad

Protegemos los datos personales mediante cifrado en tránsito, controles de acceso, registros de actividad y revisiones periódicas de nuestros sistemas. Ningún método de transmisión o almacenamiento es completamente seguro, así que mantén tu contraseña en privado y avísanos de inmediato si crees que tu cuenta se ha visto comprometida.

## 6. Tus derechos

En función de la legislación de tu lugar de residencia, puedes solicitarnos el acceso a tus datos personales, su rectificación o supresión, la limitación de su tratamiento o su entrega en un formato portátil, así como oponerte a su uso o retirar un consentimiento que hayas dado. También puedes presentar una reclamación ante tu autoridad local de protección de datos. Para ejercer estos derechos, ponte en contacto con nosotros a través de los datos que figuran más abajo. Es posible que primero debamos verificar tu identidad; responderemos en el plazo que establezca la ley.

## 7. Menores

Los Servicios no están dirigidos a niños menores de la edad a partir de la cual su país ya no exige el consentimiento de los padres. Los menores solo deben usar los Servicios y realizar compras con el consentimiento de su padre, madre o tutor. Si descubrimos que hemos recogido información de un niño sin el consentimiento necesario, la eliminaremos.

## 8. Cookies

Nuestros sitios web utilizan cookies y tecnologías similares para mantener tu sesión iniciada, recordar tu idioma y región y medir cómo se usa el sitio. Puedes bloquear o eliminar las cookies en la configuración de tu navegador, pero es posible que algunas funciones dejen de estar disponibles.

## 9. Cambios en esta política

Podemos actualizar esta Política de privacidad cuando cambien los Servicios o la legislación. Publicaremos la nueva versión en esta página y anunciaremos con antelación en los Servicios los cambios importantes.

## 10. Contacto

Si tienes preguntas sobre esta política o sobre tus datos personales, ponte en contacto con nosotros:

- Titular: {company}
- Dirección: {address}
- Correo electrónico: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Términos del servicio',
  body: `
Estos Términos del servicio (los «Términos») establecen las normas de uso de {brand} y de los juegos, sitios web, tiendas dentro del juego y servicios de atención al cliente que ofrece {company} («nosotros») (en conjunto, los «Servicios»). Al crear una cuenta o utilizar los Servicios, aceptas estos Términos. Si no estás de acuerdo con ellos, no utilices los Servicios.

## 1. Cuentas

- Debes tener la edad necesaria para celebrar contratos en tu país o contar con el consentimiento de tu padre, madre o tutor. Los menores deben obtener dicho consentimiento antes de realizar cualquier compra.
- Eres responsable de la información que registres y de mantener seguros tus datos de inicio de sesión. Todo lo que se haga a través de tu cuenta se considerará hecho por ti.
- Las cuentas son personales. No puedes vender, prestar, compartir ni transferir tu cuenta ni nada de lo que contenga.
- Si detectas un uso no autorizado de tu cuenta, ponte en contacto de inmediato con el servicio de atención al cliente.

## 2. Moneda virtual y objetos

- Los Servicios pueden ofrecer moneda virtual y objetos que consigues jugando u obtienes mediante una recarga. Recibes una licencia limitada y revocable para usarlos dentro del juego correspondiente; no son de tu propiedad.
- La moneda virtual y los objetos no tienen valor monetario. No pueden canjearse por dinero ni por bienes fuera de los Servicios, ni trasladarse entre cuentas o juegos, salvo que lo permitamos expresamente.
- Los precios, con los impuestos aplicables incluidos, se muestran en la pantalla de compra. La compra se completa cuando se confirma el pago, y la moneda o los objetos suelen acreditarse de inmediato. Si el pago se realiza correctamente pero no recibes nada, o si un pedido falla, utiliza la opción «Reintentar pago» o ponte en contacto con el servicio de atención al cliente.
- Salvo que la ley disponga otra cosa, las compras no pueden reembolsarse ni cancelarse una vez entregado el contenido.
- Si se pone fin al servicio de un juego, lo anunciaremos con antelación, normalmente con al menos 30 días, y gestionaremos la moneda de pago no utilizada conforme a lo que exija la legislación aplicable.

## 3. Conductas prohibidas

Queda prohibido:

- usar trampas, bots, macros, clientes modificados u otro software no autorizado, o aprovechar errores en lugar de informar de ellos;
- acceder o intentar acceder a la cuenta de otra persona, u obtener datos de cuentas mediante engaño;
- comprar, vender o intercambiar cuentas, moneda virtual u objetos por dinero real o fuera de los Servicios;
- realizar pagos fraudulentos, utilizar el medio de pago de otra persona o hacer un uso abusivo de reembolsos o retrocesiones de cargos;
- acosar, amenazar o discriminar a otros jugadores, o publicar contenido obsceno, de odio o ilícito;
- hacerse pasar por nuestro personal o por cualquier otra persona;
- perturbar nuestros servidores o redes, o aplicar ingeniería inversa, descompilar o modificar los Servicios;
- utilizar los Servicios con fines publicitarios, de captación u otros fines comerciales sin nuestro permiso;
- realizar cualquier otra acción que infrinja la ley o estos Términos.

## 4. Suspensión y cancelación

Si incumples estos Términos, podremos, según la gravedad del incumplimiento, enviarte una advertencia, retirar contenido, recuperar los objetos obtenidos indebidamente o suspender o cerrar definitivamente tu cuenta. En la medida en que la ley lo permita, la moneda virtual y los objetos perdidos de este modo no se reembolsarán. Cuando las circunstancias lo permitan, te indicaremos el motivo y te daremos la oportunidad de responder. Puedes cerrar tu cuenta en cualquier momento a través de los Servicios o poniéndote en contacto con nosotros.

## 5. Cambios e interrupciones

Podemos modificar, añadir o eliminar funciones, contenidos o juegos, y suspender los Servicios por mantenimiento, actualizaciones, fallos del sistema o acontecimientos ajenos a nuestro control. Siempre que sea razonablemente posible, avisaremos con antelación.

## 6. Propiedad intelectual

Todos los derechos sobre los Servicios, incluidos el software, las ilustraciones, los personajes, la música y los textos, son titularidad nuestra o de nuestros licenciantes. Solo puedes utilizarlos para jugar dentro de los Servicios con fines personales y no comerciales.

## 7. Exención y limitación de responsabilidad

Los Servicios se prestan «tal cual». No garantizamos que funcionen sin interrupciones ni errores, ni que cumplan tus expectativas particulares. En la medida en que lo permita la ley, no somos responsables de los daños indirectos o consecuentes, y nuestra responsabilidad total frente a ti se limita al importe que nos hayas pagado en los tres meses anteriores al hecho que dé lugar a la reclamación. Nada de lo dispuesto en estos Términos limita nuestra responsabilidad por dolo o negligencia grave, ni los derechos que te reconozca la normativa imperativa de protección de los consumidores.

## 8. Cambios en estos Términos

Podemos modificar estos Términos. Publicaremos la nueva versión en esta página y anunciaremos con antelación los cambios importantes. Si sigues utilizando los Servicios una vez que los cambios entren en vigor, aceptas los Términos modificados.

## 9. Legislación aplicable y resolución de disputas

Estos Términos se rigen por las leyes del país o región en que {company} tenga su domicilio social, sin perjuicio de las normas imperativas de protección de los consumidores del país en que residas. En primer lugar, intentaremos resolver cualquier disputa a través de nuestro servicio de atención al cliente. Si no es posible, la disputa se someterá al tribunal competente del lugar de nuestro domicilio social, salvo que la ley te otorgue el derecho a ejercitar acciones en otro lugar.

## 10. Contacto

- Titular: {company}
- Dirección: {address}
- Correo electrónico: {email}
`.trim(),
};
