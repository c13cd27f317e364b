/**
 * A canned reply into the composer: the whole text when it is empty, else at the caret (replacing
 * a selection), set off from the text around it by a blank line. Answers the new text and caret.
 */
export function insertText(
  current: string,
  insert: string,
  selectionStart = current.length,
  selectionEnd = selectionStart,
): { text: string; caret: number } {
  if (current.trim() === '') return { text: insert, caret: insert.length };
  const before = current.slice(0, selectionStart);
  const after = current.slice(selectionEnd);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const text = `${before}${lead}${insert}${trail}${after}`;
  return { text, caret: before.length + lead.length + insert.length };
}
