// @vitest-environment happy-dom
// The site's form parts, shared by the support and the account pages: every control is named by
// its label, its hint, counter and error are tied to it (aria-describedby) and an error marks it
// invalid; the account pages' hints are read out when they change; the password eye; the check box.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSite } from '../../test/render';
import { CheckField, Field, PasswordField, SubmitButton, TextField } from './field';

/** The control a label names, as a person (or a screen reader) finds it. */
const labelled = <T extends HTMLElement = HTMLElement>(text: string) => screen.getByLabelText<T>(text);

/** The texts the control's aria-describedby points at, in order. */
function description(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it('ties hint, counter and error to the control it renders, and marks it invalid only with an error', () => {
    const field = (error?: string) => (
      <Field
        label="Title"
        hint="Say what happened"
        counter={{ text: '3 / 100', label: '3 of 100 characters' }}
        error={error}
      >
        {(control) => <input className="gh-input" {...control} />}
      </Field>
    );
    const { container, rerender } = renderSite(field());
    const input = labelled('Title');
    expect(description(input)).toEqual(['Say what happened', '3 / 1003 of 100 characters']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    // The support pages' hints are steady: not a live region.
    expect(container.querySelector('.gh-field__hint')!.hasAttribute('aria-live')).toBe(false);

    rerender(field('Enter a title.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Say what happened', '3 / 1003 of 100 characters', 'Enter a title.']);
    expect(container.querySelector('.gh-field__error')!.textContent).toBe('Enter a title.');
  });
});

describe('TextField', () => {
  it('passes its other props to the input, sets the action beside it, and reads a changing hint out', () => {
    const onChange = vi.fn();
    const { container } = renderSite(
      <TextField
        label="Email"
        type="email"
        name="email"
        value="a@b.c"
        onChange={onChange}
        hint="A code is on its way"
        error="Check the address."
        action={<button type="button">Send code</button>}
      />,
    );
    const input = labelled<HTMLInputElement>('Email');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.value).toBe('a@b.c');
    expect(input.className).toBe('gh-input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['A code is on its way', 'Check the address.']);
    expect(container.querySelector('.gh-field__hint')!.getAttribute('aria-live')).toBe('polite');
    expect(input.parentElement!.className).toBe('gh-field__row');
    expect(input.nextElementSibling).toBe(screen.getByRole('button', { name: 'Send code' }));
  });

  it('describes nothing when there is neither hint nor error', () => {
    renderSite(<TextField label="Account" value="" onChange={() => {}} />);
    const input = labelled('Account');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasswordField', () => {
  it('hides what was typed until the eye, which controls that input, is pressed', async () => {
    const { user } = renderSite(
      <PasswordField label="Password" value="secret" onChange={() => {}} error="Too short." />,
    );
    const input = labelled<HTMLInputElement>('Password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(eye.getAttribute('aria-controls')).toBe(input.id);
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(description(input)).toEqual(['Too short.']);
    await user.click(eye);
    expect(input.type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('CheckField', () => {
  it('names the box by its label, reports changes, and ties its error to it', async () => {
    const onChange = vi.fn();
    const { user } = renderSite(
      <CheckField label="Remember password" checked={false} onChange={onChange} error="Required." />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember password' });
    expect(box.type).toBe('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toEqual(['Required.']);
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('SubmitButton', () => {
  it('spans the form when asked, and cannot be pressed twice while pending', () => {
    renderSite(
      <>
        <SubmitButton pending={false}>Send</SubmitButton>
        <SubmitButton pending block>
          Log in
        </SubmitButton>
      </>,
    );
    const [send, login] = screen.getAllByRole<HTMLButtonElement>('button');
    expect(send!.className).toBe('gh-button gh-button--primary');
    expect(send!.disabled).toBe(false);
    expect(login!.className).toBe('gh-button gh-button--primary gh-button--block');
    expect(login!.disabled).toBe(true);
    expect(login!.getAttribute('aria-busy')).toBe('true');
  });
});
