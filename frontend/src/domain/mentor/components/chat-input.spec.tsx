import '../../../shared/testing/dom-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatInput } from './chat-input';

function setUp() {
  const onSend = jest.fn();
  render(<ChatInput onSend={onSend} busy={false} />);
  const user = userEvent.setup();
  const box = screen.getByRole('textbox', { name: 'Message GrowthMentor' });
  const send = screen.getByRole('button', { name: 'Send message' });
  return { onSend, user, box, send };
}

describe('ChatInput (the message box)', () => {
  it.each([
    ['spaces and new lines', '   \n\t '],
    ['zero-width spaces', '\u200B\u200B'],
    ['zero-width non-joiner and joiner', '\u200C\u200D'],
    ['a word joiner and a byte order mark', '\u2060\uFEFF'],
    ['soft hyphen and direction marks', '\u00AD\u200E\u202E'],
    ['invisible characters mixed with spaces', ' \u200B \u2060 \uFEFF '],
  ])('keeps Send disabled, and Enter sends nothing, for %s only', async (_what, text) => {
    const { onSend, user, box, send } = setUp();
    fireEvent.change(box, { target: { value: text } });
    expect((box as HTMLTextAreaElement).value).toBe(text);
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box, '{Enter}');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('enables Send once one visible character is there, and sends the text as typed', async () => {
    const { onSend, user, box, send } = setUp();
    fireEvent.change(box, { target: { value: '\u200B' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box, '?');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('\u200B?');
  });
});
