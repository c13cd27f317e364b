// French privacy policy and terms of service: a full translation of privacyEn and termsEn in
// ../notices.ts, in the same markup. French typography: a no-break space before : ; ? ! and
// inside « », so a line never starts with a lone punctuation mark.
import type { NoticeText } from '../notices';

export const privacy: NoticeText = {
  title: 'Politique de confidentialité',
  body: `
{company} (« nous ») exploite {brand} ainsi que les jeux, sites web et services d’assistance proposés sous cette marque (ensemble, les « Services »). La présente Politique de confidentialité explique quelles données personnelles nous collectons lorsque vous utilisez les Services, comment nous les utilisons et les protégeons, ainsi que les choix et les droits dont vous disposez. En utilisant les Services, vous reconnaissez que vos données seront traitées de la manière décrite ici.

## 1. Données que nous collectons

Nous ne collectons que les données nécessaires au fonctionnement des Services :

- Données de compte : votre identifiant de compte, votre pseudo et le mode de connexion que vous choisissez, par exemple une adresse e-mail ou un compte tiers associé (comme Google, Apple, Facebook ou VK). De ces plateformes, nous ne recevons que les identifiants et les informations de profil que vous les autorisez à partager.
- Données de jeu : noms des personnages, progression, objets, soldes de monnaie du jeu, messages de chat envoyés via les fonctionnalités du jeu et historique de jeu.
- Données d’achat : numéros de commande, produits achetés, montants, devise, date et heure de l’achat et statut du paiement. Les numéros de carte et autres données de paiement sont traités par la boutique d’applications ou le prestataire de paiement ; nous ne les conservons pas.
- Données d’assistance : les demandes que vous envoyez, les pièces jointes telles que des captures d’écran, et nos réponses.
- Données de l’appareil et journaux : adresse IP, modèle de l’appareil, système d’exploitation, paramètre de langue, identifiants publicitaires ou de l’appareil lorsque la loi le permet, rapports de plantage et journaux d’accès.

## 2. Utilisation de vos données

- Pour créer et gérer votre compte et vous fournir les jeux auxquels vous jouez.
- Pour traiter les recharges, livrer la monnaie et les objets du jeu, et gérer les remboursements ainsi que le nouveau paiement des commandes échouées.
- Pour répondre à vos demandes et assurer le service client.
- Pour détecter, examiner et prévenir la triche, la fraude, le vol de comptes et les autres manquements à nos Conditions d’utilisation.
- Pour maintenir, analyser et améliorer les Services et développer de nouvelles fonctionnalités.
- Pour vous envoyer des informations relatives au service et, si vous y avez consenti, des actualités sur les événements et les nouveaux jeux. Vous pouvez vous désinscrire des communications commerciales à tout moment.
- Pour respecter nos obligations légales, notamment en matière fiscale, comptable et de protection des consommateurs.

## 3. Durée de conservation

Nous ne conservons les données personnelles que le temps nécessaire aux finalités ci-dessus. Les données de compte et de jeu sont conservées tant que votre compte existe, puis supprimées ou anonymisées dans un délai raisonnable après sa clôture. Les données d’achat sont conservées pendant la durée imposée par le droit fiscal et commercial, généralement de cinq à sept ans. Les échanges avec le service client sont conservés jusqu’à trois ans après la clôture d’une demande, et les journaux d’accès jusqu’à un an, sauf si une durée plus longue est nécessaire pour régler un litige ou imposée par la loi.

## 4. Partage avec des tiers

Nous ne vendons pas vos données personnelles. Nous les partageons uniquement :

- avec les boutiques d’applications et les prestataires de paiement, pour finaliser vos achats ;
- avec des prestataires qui hébergent nos serveurs, envoient des e-mails, analysent les plantages ou gèrent nos outils d’assistance, dans le cadre de contrats qui les obligent à protéger les données et à ne les utiliser que sur nos instructions ;
- avec les plateformes que vous choisissez d’associer à votre compte ;
- avec des sociétés affiliées qui contribuent à l’exploitation des Services dans votre région ;
- lorsque la loi, une décision de justice ou la demande d’une autorité compétente l’exige, ou lorsque cela est nécessaire pour protéger la vie, la sécurité ou les biens des joueurs ou d’autres personnes.

Certains de ces destinataires peuvent être situés hors de votre pays. Lorsque nous transférons des données à l’étranger, nous appliquons les garanties exigées par la législation applicable, telles que les clauses contractuelles types.

## 5. Sécurité

Nous protégeons les données personnelles par le chiffrement des échanges, des contrôles d’accès, la journalisation et des vérifications régulières de nos systèmes. Aucune méthode de transmission ou de stockage n’étant totalement sûre, veillez à garder votre mot de passe secret et prévenez-nous immédiatement si vous pensez que votre compte a été compromis.

## 6. Vos droits

Selon la législation de votre lieu de résidence, vous pouvez demander à accéder à vos données personnelles, à les faire rectifier ou effacer, à en faire limiter le traitement ou à les recevoir dans un format portable, ainsi que vous opposer à leur utilisation ou retirer un consentement que vous avez donné. Vous pouvez également introduire une réclamation auprès de l’autorité de protection des données de votre pays. Pour exercer ces droits, contactez-nous à l’aide des coordonnées ci-dessous. Nous pourrons être amenés à vérifier d’abord votre identité, et nous vous répondrons dans le délai prévu par la loi.

## 7. Enfants

Les Services ne s’adressent pas aux enfants n’ayant pas atteint l’âge à partir duquel le consentement parental n’est plus requis dans leur pays. Les mineurs ne doivent utiliser les Services et effectuer des achats qu’avec le consentement d’un parent ou d’un tuteur légal. Si nous apprenons que nous avons collecté des données concernant un enfant sans le consentement requis, nous les supprimerons.

## 8. Cookies

Nos sites web utilisent des cookies et des technologies similaires pour maintenir votre connexion, mémoriser votre langue et votre région et mesurer l’utilisation du site. Vous pouvez bloquer ou supprimer les cookies dans les paramètres de votre navigateur, mais certaines fonctionnalités risquent alors de ne plus être disponibles.

## 9. Modifications de la présente politique

Nous pouvons mettre à jour la présente Politique de confidentialité en cas d’évolution des Services ou de la loi. Nous publierons la nouvelle version sur cette page et annoncerons à l’avance les modifications importantes dans les Services.

## 10. Contact

Pour toute question concernant la présente politique ou vos données personnelles, contactez-nous :

- Exploitant : {company}
- Adresse : {address}
- E-mail : {email}
`.trim(),
};

export const terms: NoticeText = {
  title: 'Conditions d’utilisation',
  body: `
Les présentes Conditions d’utilisation (les « Conditions ») définissent les règles d’utilisation de {brand} ainsi que des jeux, sites web, boutiques intégrées aux jeux et services d’assistance fournis par {company} (« nous ») (ensemble, les « Services »). En créant un compte ou en utilisant les Services, vous acceptez les présentes Conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser les Services.

## 1. Comptes

- Vous devez avoir l’âge requis pour conclure un contrat dans votre pays ou disposer du consentement d’un parent ou d’un tuteur légal. Les mineurs doivent obtenir ce consentement avant tout achat.
- Vous êtes responsable des informations que vous enregistrez et de la sécurité de vos identifiants de connexion. Toute action effectuée depuis votre compte est réputée avoir été effectuée par vous.
- Les comptes sont personnels. Vous ne pouvez ni vendre, ni prêter, ni partager, ni céder votre compte ou son contenu.
- Si vous constatez une utilisation non autorisée de votre compte, contactez immédiatement le service client.

## 2. Monnaie virtuelle et objets

- Les Services peuvent proposer une monnaie virtuelle et des objets que vous gagnez en jouant ou obtenez par une recharge. Vous bénéficiez d’une licence limitée et révocable pour les utiliser dans le jeu concerné ; ils ne vous appartiennent pas.
- La monnaie virtuelle et les objets n’ont aucune valeur monétaire. Ils ne peuvent être ni échangés contre de l’argent ou des biens en dehors des Services, ni transférés entre comptes ou entre jeux, sauf autorisation expresse de notre part.
- Les prix, taxes applicables comprises, sont affichés sur l’écran d’achat. L’achat est conclu dès la confirmation du paiement, et la monnaie ou les objets sont normalement crédités immédiatement. Si un paiement aboutit mais que rien ne vous parvient, ou si une commande échoue, utilisez la fonction « Relancer un paiement » ou contactez le service client.
- Sauf disposition légale contraire, les achats ne peuvent être ni remboursés ni annulés une fois le contenu livré.
- Si l’exploitation d’un jeu prend fin, nous l’annoncerons à l’avance, en principe au moins 30 jours avant, et traiterons la monnaie payante non utilisée conformément à la législation applicable.

## 3. Comportements interdits

Il vous est interdit :

- d’utiliser des logiciels de triche, des bots, des macros, des clients modifiés ou tout autre logiciel non autorisé, ou d’exploiter des bugs au lieu de les signaler ;
- d’accéder ou de tenter d’accéder au compte d’une autre personne, ou d’obtenir des identifiants de compte par la tromperie ;
- d’acheter, de vendre ou d’échanger des comptes, de la monnaie virtuelle ou des objets contre de l’argent réel ou en dehors des Services ;
- d’effectuer des paiements frauduleux, d’utiliser le moyen de paiement d’un tiers ou d’abuser des remboursements ou des rétrofacturations ;
- de harceler, de menacer ou de discriminer d’autres joueurs, ou de publier des contenus obscènes, haineux ou illicites ;
- de vous faire passer pour un membre de notre personnel ou pour toute autre personne ;
- de perturber nos serveurs ou nos réseaux, ou de procéder à l’ingénierie inverse, à la décompilation ou à la modification des Services ;
- d’utiliser les Services à des fins publicitaires, de démarchage ou à toute autre fin commerciale sans notre autorisation ;
- de commettre tout autre acte contraire à la loi ou aux présentes Conditions.

## 4. Suspension et résiliation

Si vous enfreignez les présentes Conditions, nous pouvons, selon la gravité du manquement, vous adresser un avertissement, supprimer des contenus, retirer les objets obtenus de manière irrégulière, ou suspendre ou fermer définitivement votre compte. Dans la mesure permise par la loi, la monnaie virtuelle et les objets perdus de cette manière ne sont pas remboursés. Lorsque les circonstances le permettent, nous vous en indiquerons le motif et vous donnerons la possibilité de présenter vos observations. Vous pouvez fermer votre compte à tout moment depuis les Services ou en nous contactant.

## 5. Modifications et interruptions

Nous pouvons modifier, ajouter ou supprimer des fonctionnalités, des contenus ou des jeux, et suspendre les Services pour cause de maintenance, de mises à jour, de pannes ou d’événements indépendants de notre volonté. Nous vous en informerons à l’avance chaque fois que cela est raisonnablement possible.

## 6. Propriété intellectuelle

Tous les droits sur les Services, y compris les logiciels, les illustrations, les personnages, la musique et les textes, nous appartiennent ou appartiennent à nos concédants de licence. Vous ne pouvez les utiliser qu’à des fins personnelles et non commerciales, pour jouer dans le cadre des Services.

## 7. Exclusion de garanties et limitation de responsabilité

Les Services sont fournis « en l’état ». Nous ne garantissons pas qu’ils fonctionneront sans interruption ni erreur, ni qu’ils répondront à vos attentes particulières. Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects ou consécutifs, et notre responsabilité totale envers vous est limitée au montant que vous nous avez versé au cours des trois mois précédant le fait générateur de la réclamation. Aucune disposition des présentes Conditions ne limite notre responsabilité en cas de faute intentionnelle ou de faute lourde, ni les droits que vous confèrent les dispositions impératives du droit de la consommation.

## 8. Modifications des présentes Conditions

Nous pouvons modifier les présentes Conditions. Nous publierons la nouvelle version sur cette page et annoncerons à l’avance les modifications importantes. Si vous continuez à utiliser les Services après l’entrée en vigueur des modifications, vous acceptez les Conditions modifiées.

## 9. Droit applicable et litiges

Les présentes Conditions sont régies par le droit du pays ou de la région où {company} a son siège social, sans préjudice des règles impératives de protection des consommateurs du pays dans lequel vous résidez. Nous nous efforcerons d’abord de résoudre tout litige par l’intermédiaire de notre service client. À défaut, le litige sera porté devant le tribunal compétent du ressort de notre siège social, sauf si la loi vous permet d’agir devant une autre juridiction.

## 10. Contact

- Exploitant : {company}
- Adresse : {address}
- E-mail : {email}
`.trim(),
};
