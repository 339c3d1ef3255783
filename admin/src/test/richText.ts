import { act, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

/**
 * Writes into a rich-text input as its editor would after typing: jsdom has no typing into a
 * contenteditable, so the content goes through Tiptap's own command, which fires its update.
 */
export async function writeRichText(source: string, html: string) {
  const area = await waitFor(() => {
    const found = document.querySelector(`.ra-input-${source} .ProseMirror`);
    if (!found) throw new Error(`no rich-text editor for ${source}`);
    return found as HTMLElement & { editor: Editor };
  });
  act(() => {
    area.editor.commands.setContent(html, { emitUpdate: true });
  });
}
