// German privacy policy and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. Formal „Sie“, as German publishers use in legal texts even
// where the site itself says „du“.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Datenschutzerklärung',
  body: `
{company} („wir“, „uns“) betreibt {brand} sowie die darunter angebotenen Spiele, Websites und Supportleistungen (zusammen die „Dienste“). Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten wir erheben, wenn Sie die Dienste nutzen, wie wir sie verwenden und schützen und welche Wahlmöglichkeiten und Rechte Sie haben. Mit der Nutzung der Dienste nehmen Sie zur Kenntnis, dass Ihre Daten wie hier beschrieben verarbeitet werden.

## 1. Welche Daten wir erheben

Wir erheben nur die Daten, die wir für den Betrieb der Dienste benötigen:

- Kontodaten: Ihre Konto-ID, Ihr Nickname und die von Ihnen gewählte Anmeldemethode, etwa eine E-Mail-Adresse oder ein verknüpftes Konto eines Drittanbieters (zum Beispiel Google, Apple, Facebook oder VK). Von diesen Plattformen erhalten wir nur die Kennungen und Profilangaben, deren Weitergabe Sie dort erlaubt haben.
- Spieldaten: Charakternamen, Spielfortschritt, Gegenstände, Guthaben an Spielwährung, über Spielfunktionen gesendete Chatnachrichten sowie Ihr Spielverlauf.
- Kaufdaten: Bestellnummern, gekaufte Produkte, Beträge, Währung, Kaufzeitpunkt und Zahlungsstatus. Kartennummern und andere Zahlungsdaten werden vom App-Store oder Zahlungsdienstleister verarbeitet; wir speichern sie nicht.
- Supportdaten: die von Ihnen eingereichten Anfragen, Anhänge wie Screenshots sowie unsere Antworten.
- Geräte- und Protokolldaten: IP-Adresse, Gerätemodell, Betriebssystem, Spracheinstellung, Werbe- oder Gerätekennungen, soweit zulässig, Absturzberichte und Zugriffsprotokolle.

## 2. Wofür wir Ihre Daten verwenden

- Um Ihr Konto anzulegen und zu verwalten und Ihnen die Spiele bereitzustellen, die Sie spielen.
- Um Aufladungen abzuwickeln, Spielwährung und Gegenstände gutzuschreiben sowie Rückerstattungen und die erneute Zahlung fehlgeschlagener Bestellungen zu bearbeiten.
- Um Anfragen zu beantworten und Kundenservice zu leisten.
- Um Cheating, Betrug, Kontodiebstahl und andere Verstöße gegen unsere Nutzungsbedingungen zu erkennen, zu untersuchen und zu verhindern.
- Um die Dienste zu betreiben, zu analysieren und zu verbessern und neue Funktionen zu entwickeln.
- Um Ihnen Servicemitteilungen und, sofern Sie eingewilligt haben, Neuigkeiten zu Events und neuen Spielen zu senden. Werbenachrichten können Sie jederzeit abbestellen.
- Um unsere gesetzlichen Pflichten zu erfüllen, einschließlich steuerrechtlicher, buchhalterischer und verbraucherschutzrechtlicher Vorschriften.

## 3. Speicherdauer

Wir speichern personenbezogene Daten nur so lange, wie es die oben genannten Zwecke erfordern. Konto- und Spieldaten werden gespeichert, solange Ihr Konto besteht, und innerhalb einer angemessenen Frist nach Schließung des Kontos gelöscht oder anonymisiert. Kaufbelege werden für die steuer- und handelsrechtlich vorgeschriebene Dauer aufbewahrt, in der Regel fünf bis sieben Jahre. Supportvorgänge werden bis zu drei Jahre nach Abschluss einer Anfrage aufbewahrt, Zugriffsprotokolle bis zu einem Jahr, sofern nicht ein längerer Zeitraum zur Beilegung einer Streitigkeit erforderlich oder gesetzlich vorgeschrieben ist.

## 4. Weitergabe an Dritte

Wir verkaufen Ihre personenbezogenen Daten nicht. Wir geben sie nur weiter:

- an App-Stores und Zahlungsdienstleister, um Ihre Käufe abzuwickeln;
- an Dienstleister, die unsere Server hosten, E-Mails versenden, Abstürze analysieren oder unsere Support-Tools betreiben, auf Grundlage von Verträgen, die sie verpflichten, die Daten zu schützen und nur nach unseren Weisungen zu verwenden;
- an Plattformen, die Sie mit Ihrem Konto verknüpfen;
- an verbundene Unternehmen, die uns beim Betrieb der Dienste in Ihrer Region unterstützen;
- wenn Gesetz, gerichtliche Anordnung oder das Ersuchen einer zuständigen Behörde es verlangen oder wenn es zum Schutz von Leben, Sicherheit oder Eigentum von Spielern oder anderen Personen erforderlich ist.

Einige dieser Empfänger können ihren Sitz außerhalb Ihres Landes haben. Wenn wir Daten ins Ausland übermitteln, treffen wir die nach geltendem Recht erforderlichen Schutzmaßnahmen, etwa Standardvertragsklauseln.

## 5. Datensicherheit

Wir schützen personenbezogene Daten durch Verschlüsselung bei der Übertragung, Zugriffskontrollen, Protokollierung und regelmäßige Überprüfungen unserer Systeme. Keine Übertragungs- oder Speichermethode ist vollkommen sicher. Halten Sie Ihr Passwort daher geheim und informieren Sie uns umgehend, wenn Sie vermuten, dass Ihr Konto kompromittiert wurde.

## 6. Ihre Rechte

Je nach dem an Ihrem Wohnort geltenden Recht können Sie von uns Auskunft über Ihre personenbezogenen Daten, deren Berichtigung oder Löschung, die Einschränkung ihrer Verarbeitung oder ihre Herausgabe in einem übertragbaren Format verlangen, der Verarbeitung widersprechen oder eine erteilte Einwilligung widerrufen. Außerdem können Sie sich bei Ihrer örtlichen Datenschutzaufsichtsbehörde beschweren. Für einen Antrag wenden Sie sich bitte über die unten stehenden Kontaktdaten an uns. Gegebenenfalls müssen wir zunächst Ihre Identität überprüfen; wir antworten innerhalb der gesetzlichen Frist.

## 7. Kinder

Die Dienste richten sich nicht an Kinder unter dem Alter, ab dem in ihrem Land keine Einwilligung der Eltern mehr erforderlich ist. Minderjährige sollten die Dienste nur mit Zustimmung eines Elternteils oder Erziehungsberechtigten nutzen und nur mit dieser Zustimmung Käufe tätigen. Erfahren wir, dass wir ohne die erforderliche Einwilligung Daten eines Kindes erhoben haben, löschen wir diese.

## 8. Cookies

Unsere Websites verwenden Cookies und ähnliche Technologien, um Sie angemeldet zu halten, sich Ihre Sprache und Region zu merken und die Nutzung der Website zu messen. Sie können Cookies in Ihren Browsereinstellungen blockieren oder löschen; einige Funktionen stehen dann jedoch möglicherweise nicht mehr zur Verfügung.

## 9. Änderungen dieser Datenschutzerklärung

Wir können diese Datenschutzerklärung aktualisieren, wenn sich die Dienste oder die Rechtslage ändern. Die neue Fassung veröffentlichen wir auf dieser Seite; wesentliche Änderungen kündigen wir vorab in den Diensten an.

## 10. Kontakt

Bei Fragen zu dieser Datenschutzerklärung oder zu Ihren personenbezogenen Daten wenden Sie sich bitte an uns:

- Betreiber: {company}
- Anschrift: {address}
- E-Mail: {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Nutzungsbedingungen',
  body: `
Diese Nutzungsbedingungen („Bedingungen“) regeln die Nutzung von {brand} sowie der Spiele, Websites, In-Game-Shops und Supportleistungen, die {company} („wir“, „uns“) bereitstellt (zusammen die „Dienste“). Indem Sie ein Konto erstellen oder die Dienste nutzen, stimmen Sie diesen Bedingungen zu. Wenn Sie nicht einverstanden sind, nutzen Sie die Dienste bitte nicht.

## 1. Konten

- Sie müssen nach dem Recht Ihres Landes alt genug sein, um einen Vertrag zu schließen, oder die Zustimmung eines Elternteils oder Erziehungsberechtigten haben. Minderjährige müssen diese Zustimmung vor jedem Kauf einholen.
- Sie sind für die von Ihnen registrierten Angaben und für die sichere Aufbewahrung Ihrer Zugangsdaten verantwortlich. Alle Handlungen über Ihr Konto gelten als von Ihnen vorgenommen.
- Konten sind persönlich. Sie dürfen Ihr Konto oder dessen Inhalte weder verkaufen noch verleihen, teilen oder übertragen.
- Wenn Sie eine unbefugte Nutzung Ihres Kontos bemerken, wenden Sie sich umgehend an den Kundenservice.

## 2. Virtuelle Währung und Gegenstände

- Die Dienste können virtuelle Währung und Gegenstände anbieten, die Sie durch Spielen verdienen oder durch eine Aufladung erhalten. Sie erhalten eine beschränkte, widerrufliche Lizenz, diese im jeweiligen Spiel zu nutzen; sie gehen nicht in Ihr Eigentum über.
- Virtuelle Währung und Gegenstände haben keinen Geldwert. Sie können außerhalb der Dienste nicht in Geld oder Waren umgetauscht und nicht zwischen Konten oder Spielen übertragen werden, sofern wir dies nicht ausdrücklich gestatten.
- Die Preise einschließlich etwaiger Steuern werden auf dem Kaufbildschirm angezeigt. Ein Kauf ist abgeschlossen, sobald die Zahlung bestätigt ist; die Währung oder die Gegenstände werden in der Regel sofort gutgeschrieben. Wurde eine Zahlung erfolgreich durchgeführt, aber nichts gutgeschrieben, oder schlägt eine Bestellung fehl, nutzen Sie bitte die Funktion „Zahlung nachholen“ oder wenden Sie sich an den Kundenservice.
- Soweit gesetzlich nicht anders vorgeschrieben, können Käufe nach Bereitstellung der Inhalte weder erstattet noch storniert werden.
- Stellt ein Spiel seinen Betrieb ein, kündigen wir dies im Voraus an, in der Regel mindestens 30 Tage vorher, und verfahren mit nicht verbrauchter, kostenpflichtig erworbener Währung nach den geltenden gesetzlichen Vorschriften.

## 3. Verbotenes Verhalten

Es ist Ihnen untersagt,

- Cheats, Bots, Makros, modifizierte Clients oder andere nicht autorisierte Software zu verwenden oder Fehler auszunutzen, statt sie zu melden;
- auf das Konto einer anderen Person zuzugreifen oder dies zu versuchen oder Kontodaten durch Täuschung zu erlangen;
- Konten, virtuelle Währung oder Gegenstände gegen echtes Geld oder außerhalb der Dienste zu kaufen, zu verkaufen oder zu handeln;
- betrügerische Zahlungen vorzunehmen, fremde Zahlungsmittel zu verwenden oder Erstattungen oder Rückbuchungen zu missbrauchen;
- andere Spieler zu belästigen, zu bedrohen oder zu diskriminieren oder obszöne, hasserfüllte oder rechtswidrige Inhalte zu veröffentlichen;
- sich als unsere Mitarbeiter oder als eine andere Person auszugeben;
- unsere Server oder Netzwerke zu stören oder die Dienste zurückzuentwickeln (Reverse Engineering), zu dekompilieren oder zu verändern;
- die Dienste ohne unsere Erlaubnis für Werbung, Anwerbung oder andere gewerbliche Zwecke zu nutzen;
- sonstige Handlungen vorzunehmen, die gegen Gesetze oder diese Bedingungen verstoßen.

## 4. Sperrung und Kündigung

Wenn Sie gegen diese Bedingungen verstoßen, können wir Sie je nach Schwere des Verstoßes verwarnen, Inhalte entfernen, unrechtmäßig erlangte Gegenstände entziehen oder Ihr Konto vorübergehend sperren oder dauerhaft schließen. Soweit gesetzlich zulässig, werden auf diese Weise verlorene virtuelle Währung und Gegenstände nicht erstattet. Sofern die Umstände es zulassen, teilen wir Ihnen den Grund mit und geben Ihnen Gelegenheit zur Stellungnahme. Sie können Ihr Konto jederzeit über die Dienste oder durch eine Nachricht an uns schließen.

## 5. Änderungen und Unterbrechungen

Wir können Funktionen, Inhalte oder Spiele ändern, hinzufügen oder entfernen und die Dienste wegen Wartung, Updates, Systemausfällen oder Ereignissen außerhalb unseres Einflussbereichs unterbrechen. Wann immer es uns zumutbar möglich ist, kündigen wir dies im Voraus an.

## 6. Geistiges Eigentum

Alle Rechte an den Diensten, einschließlich Software, Grafiken, Charakteren, Musik und Texten, liegen bei uns oder unseren Lizenzgebern. Sie dürfen sie nur für persönliche, nicht gewerbliche Zwecke beim Spielen innerhalb der Dienste nutzen.

## 7. Haftungsausschluss und Haftungsbeschränkung

Die Dienste werden „wie besehen“ bereitgestellt. Wir garantieren nicht, dass sie unterbrechungs- oder fehlerfrei sind oder Ihren besonderen Erwartungen entsprechen. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden oder Folgeschäden, und unsere Gesamthaftung Ihnen gegenüber ist auf den Betrag begrenzt, den Sie uns in den drei Monaten vor dem anspruchsbegründenden Ereignis gezahlt haben. Diese Bedingungen beschränken weder unsere Haftung für Vorsatz oder grobe Fahrlässigkeit noch Ihre Rechte aus zwingendem Verbraucherschutzrecht.

## 8. Änderungen dieser Bedingungen

Wir können diese Bedingungen ändern. Die neue Fassung veröffentlichen wir auf dieser Seite; wichtige Änderungen kündigen wir vorab an. Wenn Sie die Dienste nach Inkrafttreten der Änderungen weiter nutzen, akzeptieren Sie die geänderten Bedingungen.

## 9. Anwendbares Recht und Streitigkeiten

Diese Bedingungen unterliegen dem Recht des Landes oder der Region des eingetragenen Sitzes von {company}; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt. Wir bemühen uns, Streitigkeiten zunächst über unseren Kundenservice beizulegen. Gelingt dies nicht, wird die Streitigkeit vor dem für unseren Sitz zuständigen Gericht verhandelt, sofern Ihnen das Gesetz nicht das Recht einräumt, anderswo Klage zu erheben.

## 10. Kontakt

- Betreiber: {company}
- Anschrift: {address}
- E-Mail: {email}
`.trim(),
};
