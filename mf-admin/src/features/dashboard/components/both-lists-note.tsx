/** How many people are on both lists, under the Guest List card's text: counted once above. */
import { CardText } from '../../../components/card';
import { useT } from '../../../lib/i18n/use-t';

export function BothListsNote({ count }: { count: number | undefined }) {
  const t = useT();
  if (!count) return null;
  return (
    <CardText>
      {t(
        '{count, plural, one {# person is} other {# people are}} on both lists (the same WhatsApp number), counted once.',
        { count },
      )}
    </CardText>
  );
}
