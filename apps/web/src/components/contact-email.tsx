// "Write to us at <address>." in the page's language: the brand's contact address as a mailto link
// inside the sentence, wherever the language puts it. The footer's contact dialog and the states
// that leave a player no other way on (no game to choose) say it.
import { useBrand } from '../lib/brand';
import { useT } from '../lib/i18n';

export function ContactEmail() {
  const brand = useBrand();
  const t = useT();
  const [before, after = ''] = t('footer.contactBody').split('{{email}}');
  return (
    <p>
      {before}
      <a href={`mailto:${brand.contactEmail}`} dir="ltr">
        {brand.contactEmail}
      </a>
      {after}
    </p>
  );
}
