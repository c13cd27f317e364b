// The user-event set-up of the web and console tests (apps/web/test/render.tsx, apps/console/test/render.tsx).
import { userEvent, type UserEvent } from '@testing-library/user-event';

/**
 * A user-event instance that goes on to the next keystroke at once: the default waits a timer turn
 * between keys, and on a busy machine each of those turns waits for the CPU.
 */
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * Puts `text` into a field as one paste (a click, then one input event) instead of a keystroke per
 * character: a form that re-renders on each change would re-render once per character, and on a
 * busy machine a long text then takes seconds. Use `user.type` where the keystrokes are the subject.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
