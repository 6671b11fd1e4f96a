import type { InvitationResponse, PartyMember, SaveTheDateBody } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { ApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import type { PartySaveProblem } from '../../../shared/party/save-problem';
import { useKeepChosen } from '../../../shared/party/use-party-drop';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { useInvitationParty, useSaveTheDate } from '../api/invitation-api';
import type { InvitationMessageId } from '../messages';

/** Once the answer is saved: the answer before it, and who is still coming when storing them failed. */
export interface Ended {
  before: GivenAnswer | null;
  unsaved?: { chosen: PartyMember[]; problem: PartySaveProblem };
}

/**
 * The page's one answer, sent; for a guest who answered yes with fewer people than named and chose who is
 * still coming (`kept`), those people stored right after it (the service keeps the first ones). `busy`
 * until both are done, so that no second answer starts; `ended` then, for the thanks.
 */
export function useSendAnswer(code: string, invitation: InvitationResponse['data']) {
  const t = useT<InvitationMessageId>();
  const save = useSaveTheDate(code);
  const saveParty = useInvitationParty(code);
  const keepChosen = useKeepChosen();
  const [ended, setEnded] = useState<Ended | null>(null);
  // the answer's reply holds the first ones only: the question shows the people named until the end
  const [sentWith, setSentWith] = useState<readonly PartyMember[]>([]);

  const send = (body: SaveTheDateBody, before: GivenAnswer | null, kept?: PartyMember[]) => {
    const named = invitation.party ?? [];
    setSentWith(named);
    const first = named.slice(0, body.guestCount ?? 0);
    save.mutate(body, {
      onSuccess: async () => {
        // the answer stands whatever happens to the people chosen: a failure is said beside their form
        const outcome = kept ? await keepChosen.keep(kept, first, saveParty) : undefined;
        setEnded({
          before,
          ...(outcome?.problem ? { unsaved: { chosen: outcome.chosen, problem: outcome.problem } } : {}),
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t(
            error instanceof ApiError && error.status === 429
              ? 'invitation.rateLimited'
              : 'invitation.failed',
          ),
          // the service's own words for a refused answer (too many people: both languages)
          ...(error instanceof ApiError && error.status === 400
            ? { description: serverMessageOr(error, undefined) }
            : {}),
        }),
    });
  };

  const busy = save.isPending || keepChosen.keeping;
  return {
    send,
    busy,
    /** The people the guest named, as they were when the answer was sent while it is on its way. */
    named: busy ? sentWith : (invitation.party ?? []),
    ended,
    reopen: () => setEnded(null),
  };
}
