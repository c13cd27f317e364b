// Italian privacy notice and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. Addresses the player as "tu", like the site's dictionary and
// the consumer-facing legal texts of large publishers in Italy.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Informativa sulla privacy',
  body: `
{company} («noi») gestisce {brand} e i giochi, i siti web e i servizi di assistenza offerti con questo marchio (insieme, i «Servizi»). La presente Informativa sulla privacy spiega quali dati personali raccogliamo quando utilizzi i Servizi, come li usiamo e li proteggiamo e quali scelte e diritti hai. Utilizzando i Servizi, prendi atto che i tuoi dati saranno trattati come descritto di seguito.

## 1. Dati che raccogliamo

Raccogliamo solo i dati necessari per il funzionamento dei Servizi:

- Dati dell’account: l’ID dell’account, il nickname e il metodo di accesso che scegli, ad esempio un indirizzo email o un account di terze parti collegato (come Google, Apple, Facebook o VK). Da queste piattaforme riceviamo solo gli identificativi e i dati del profilo che le autorizzi a condividere.
- Dati di gioco: nomi dei personaggi, progressi, oggetti, saldi della valuta di gioco, messaggi di chat inviati tramite le funzioni di gioco e cronologia di gioco.
- Dati di acquisto: numeri d’ordine, prodotti acquistati, importi, valuta, data e ora dell’acquisto e stato del pagamento. I numeri delle carte e le altre credenziali di pagamento sono trattati dallo store di app o dal fornitore di servizi di pagamento; noi non li conserviamo.
- Dati di assistenza: le richieste che invii, gli allegati come gli screenshot e le nostre risposte.
- Dati del dispositivo e registri: indirizzo IP, modello del dispositivo, sistema operativo, impostazione della lingua, identificativi pubblicitari o del dispositivo ove consentito, report sugli arresti anomali e registri di accesso.

## 2. Come utilizziamo i tuoi dati

- Per creare e gestire il tuo account e fornirti i giochi a cui giochi.
- Per elaborare le ricariche, accreditare valuta e oggetti di gioco e gestire i rimborsi e il nuovo pagamento degli ordini non andati a buon fine.
- Per rispondere alle richieste e fornire assistenza clienti.
- Per individuare, indagare e prevenire l’uso di cheat, le frodi, i furti di account e le altre violazioni dei nostri Termini di servizio.
- Per mantenere, analizzare e migliorare i Servizi e sviluppare nuove funzionalità.
- Per inviarti comunicazioni di servizio e, se hai dato il tuo consenso, novità su eventi e nuovi giochi. Puoi annullare l’iscrizione alle comunicazioni di marketing in qualsiasi momento.
- Per adempiere ai nostri obblighi di legge, comprese le norme fiscali, contabili e di tutela dei consumatori.

## 3. Per quanto tempo li conserviamo

Conserviamo i dati personali solo per il tempo necessario alle finalità sopra indicate. I dati dell’account e di gioco sono conservati finché il tuo account esiste e vengono cancellati o resi anonimi entro un periodo ragionevole dalla chiusura dell’account. I dati degli acquisti sono conservati per il periodo previsto dalla normativa fiscale e commerciale, generalmente da cinque a sette anni. Le pratiche di assistenza sono conservate fino a tre anni dalla chiusura di una richiesta e i registri di accesso fino a un anno, salvo che sia necessario un periodo più lungo per risolvere una controversia o che lo richieda la legge.

## 4. Condivisione con terzi

Non vendiamo i tuoi dati personali. Li condividiamo solo:

- con gli store di app e i fornitori di servizi di pagamento, per completare i tuoi acquisti;
- con fornitori di servizi che ospitano i nostri server, inviano email, analizzano gli arresti anomali o gestiscono i nostri strumenti di assistenza, in base a contratti che li obbligano a proteggere i dati e a utilizzarli solo secondo le nostre istruzioni;
- con le piattaforme che scegli di collegare al tuo account;
- con società affiliate che ci aiutano a gestire i Servizi nella tua area geografica;
- quando lo richiedono la legge, un provvedimento dell’autorità giudiziaria o la richiesta di un’autorità competente, oppure quando è necessario per proteggere la vita, la sicurezza o i beni dei giocatori o di altre persone.

Alcuni di questi destinatari possono trovarsi al di fuori del tuo Paese. Quando trasferiamo dati all’estero, applichiamo le garanzie previste dalla legge applicabile, come le clausole contrattuali tipo.

## 5. Sicurezza

Proteggiamo i dati personali mediante crittografia durante la trasmissione, controlli di accesso, registrazione delle attività e verifiche periodiche dei nostri sistemi. Nessun metodo di trasmissione o archiviazione è completamente sicuro: mantieni quindi riservata la tua password e avvisaci subito se ritieni che il tuo account sia stato compromesso.

## 6. I tuoi diritti

A seconda della legge del luogo in cui vivi, puoi chiederci di accedere ai tuoi dati personali, di rettificarli o cancellarli, di limitarne il trattamento o di fornirteli in un formato portabile, nonché opporti al loro utilizzo o revocare un consenso che hai prestato. Puoi inoltre proporre reclamo all’autorità per la protezione dei dati del tuo Paese. Per presentare una richiesta, contattaci utilizzando i recapiti indicati di seguito. Potremmo dover prima verificare la tua identità; risponderemo entro i termini previsti dalla legge.

## 7. Minori

I Servizi non sono rivolti ai minori che non hanno raggiunto l’età a partire dalla quale, nel loro Paese, il consenso dei genitori non è più necessario. Chi è minorenne deve utilizzare i Servizi ed effettuare acquisti solo con il consenso di un genitore o tutore. Se veniamo a sapere di aver raccolto dati di un minore senza il consenso necessario, li cancelleremo.

## 8. Cookie

I nostri siti web utilizzano cookie e tecnologie simili per mantenere attiva la sessione, ricordare la lingua e l’area geografica scelte e misurare l’utilizzo del sito. Puoi bloccare o eliminare i cookie dalle impostazioni del browser, ma alcune funzionalità potrebbero smettere di funzionare.

## 9. Modifiche alla presente informativa

Potremmo aggiornare la presente Informativa sulla privacy in caso di modifiche ai Servizi o alla legge. Pubblicheremo la nuova versione in questa pagina e annunceremo in anticipo nei Servizi le modifiche significative.

## 10. Contatti

Per domande sulla presente informativa o sui tuoi dati personali, contattaci:

- Gestore: {company}
- Indirizzo: {address}
- Email: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Termini di servizio',
  body: `
I presenti Termini di servizio (i «Termini») stabiliscono le regole per l’utilizzo di {brand} e dei giochi, dei siti web, dei negozi in-game e dei servizi di assistenza forniti da {company} («noi») (insieme, i «Servizi»). Creando un account o utilizzando i Servizi accetti i presenti Termini. Se non li accetti, ti preghiamo di non utilizzare i Servizi.

## 1. Account

- Devi avere l’età necessaria per concludere un contratto nel tuo Paese oppure il consenso di un genitore o tutore. I minori devono ottenere tale consenso prima di effettuare qualsiasi acquisto.
- Sei responsabile dei dati che registri e della sicurezza delle tue credenziali di accesso. Tutto ciò che viene fatto tramite il tuo account è considerato fatto da te.
- Gli account sono personali. Non puoi vendere, prestare, condividere o cedere il tuo account o qualsiasi elemento in esso contenuto.
- Se noti un utilizzo non autorizzato del tuo account, contatta immediatamente il centro assistenza.

## 2. Valuta virtuale e oggetti

- I Servizi possono offrire valuta virtuale e oggetti che ottieni giocando o tramite una ricarica. Ricevi una licenza limitata e revocabile per utilizzarli all’interno del gioco interessato; non sono di tua proprietà.
- La valuta virtuale e gli oggetti non hanno valore monetario. Non possono essere scambiati con denaro o beni al di fuori dei Servizi, né trasferiti tra account o giochi, salvo nostra espressa autorizzazione.
- I prezzi, comprensivi delle eventuali imposte applicabili, sono indicati nella schermata di acquisto. L’acquisto si conclude alla conferma del pagamento e la valuta o gli oggetti vengono normalmente accreditati subito. Se il pagamento riesce ma non ricevi nulla, oppure se un ordine non va a buon fine, usa la funzione «Ripeti il pagamento» o contatta il centro assistenza.
- Salvo quanto diversamente previsto dalla legge, gli acquisti non possono essere rimborsati né annullati una volta consegnato il contenuto.
- Se un gioco cessa il servizio, lo annunceremo in anticipo, di norma almeno 30 giorni prima, e gestiremo la valuta a pagamento non utilizzata secondo quanto previsto dalla legge applicabile.

## 3. Condotte vietate

È vietato:

- utilizzare cheat, bot, macro, client modificati o altri software non autorizzati, oppure sfruttare i bug anziché segnalarli;
- accedere o tentare di accedere all’account di un’altra persona, oppure ottenere con l’inganno i dati di un account;
- acquistare, vendere o scambiare account, valuta virtuale od oggetti in cambio di denaro reale o al di fuori dei Servizi;
- effettuare pagamenti fraudolenti, utilizzare il metodo di pagamento di un’altra persona o abusare di rimborsi o storni di addebito (chargeback);
- molestare, minacciare o discriminare altri giocatori, oppure pubblicare contenuti osceni, d’odio o illeciti;
- spacciarsi per un membro del nostro staff o per chiunque altro;
- interferire con i nostri server o reti, oppure effettuare il reverse engineering, decompilare o modificare i Servizi;
- utilizzare i Servizi a fini pubblicitari, promozionali o comunque commerciali senza la nostra autorizzazione;
- compiere qualsiasi altra azione che violi la legge o i presenti Termini.

## 4. Sospensione e chiusura

Se violi i presenti Termini, possiamo, in base alla gravità della violazione, inviarti un avvertimento, rimuovere contenuti, revocare gli oggetti ottenuti in modo illecito oppure sospendere o chiudere definitivamente il tuo account. Nei limiti consentiti dalla legge, la valuta virtuale e gli oggetti persi in questo modo non vengono rimborsati. Quando le circostanze lo consentono, ti comunicheremo il motivo e ti daremo la possibilità di replicare. Puoi chiudere il tuo account in qualsiasi momento tramite i Servizi o contattandoci.

## 5. Modifiche e interruzioni

Possiamo modificare, aggiungere o rimuovere funzionalità, contenuti o giochi e sospendere i Servizi per manutenzione, aggiornamenti, guasti di sistema o eventi al di fuori del nostro controllo. Ove ragionevolmente possibile, ne daremo preavviso.

## 6. Proprietà intellettuale

Tutti i diritti sui Servizi, inclusi software, grafica, personaggi, musica e testi, appartengono a noi o ai nostri licenzianti. Puoi utilizzarli solo per giocare all’interno dei Servizi, a titolo personale e non commerciale.

## 7. Esclusione di garanzie e limitazione di responsabilità

I Servizi sono forniti «così come sono». Non garantiamo che funzionino senza interruzioni o errori, né che soddisfino le tue aspettative particolari. Nei limiti consentiti dalla legge, non siamo responsabili per danni indiretti o consequenziali e la nostra responsabilità complessiva nei tuoi confronti è limitata all’importo che ci hai pagato nei tre mesi precedenti l’evento da cui deriva la pretesa. Nessuna disposizione dei presenti Termini limita la nostra responsabilità per dolo o colpa grave, né i diritti che ti spettano in base alle norme inderogabili a tutela dei consumatori.

## 8. Modifiche ai presenti Termini

Possiamo modificare i presenti Termini. Pubblicheremo la nuova versione in questa pagina e annunceremo in anticipo le modifiche importanti. Se continui a utilizzare i Servizi dopo l’entrata in vigore delle modifiche, accetti i Termini modificati.

## 9. Legge applicabile e controversie

I presenti Termini sono regolati dalla legge del Paese o della regione in cui {company} ha la propria sede legale, fatte salve le norme inderogabili a tutela dei consumatori del Paese in cui risiedi. Cercheremo innanzitutto di risolvere qualsiasi controversia tramite il nostro centro assistenza. In caso contrario, la controversia sarà sottoposta al tribunale competente per il luogo della nostra sede legale, salvo che la legge ti riconosca il diritto di agire in giudizio altrove.

## 10. Contatti

- Gestore: {company}
- Indirizzo: {address}
- Email: {email}
`.trim(),
};
