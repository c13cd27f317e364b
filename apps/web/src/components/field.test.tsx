// @vitest-environment happy-dom
// The site's form parts, shared by the support and the account pages: every control is named by
// its label, its hint, counter and error are tied to it (aria-describedby) and an error marks it
// invalid; the account pages' hints are read out when they change; the password eye; the check box.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import en from '@guildhall/locales/player/en.json';
import { CheckField, Field, PasswordField, SubmitButton, TextField } from './field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root | null = null;

/** Renders `ui` (in English); the first call of a test mounts it, later ones re-render in place. */
function render(ui: ReactNode) {
  if (!root) {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  }
  const mounted = root;
  act(() => mounted.render(<I18nProvider lang="en" dict={en}>{ui}</I18nProvider>));
}

afterEach(() => {
  const mounted = root;
  root = null;
  if (!mounted) return;
  act(() => mounted.unmount());
  container.remove();
});

/** The control a label names, as a person (or a screen reader) finds it. */
function labelled(text: string): HTMLElement {
  const label = Array.from(container.querySelectorAll('label')).find((l) => l.textContent === text);
  const control = label ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`nothing labelled ${text}`);
  return control;
}

/** The texts the control's aria-describedby points at, in order. */
function description(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it('ties hint, counter and error to the control it renders, and marks it invalid only with an error', () => {
    const field = (error?: string) => (
      <Field label="Title" hint="Say what happened" counter={{ text: '3 / 100', label: '3 of 100 characters' }} error={error}>
        {(control) => <input className="gh-input" {...control} />}
      </Field>
    );
    render(field());
    const input = labelled('Title');
    expect(description(input)).toEqual(['Say what happened', '3 / 1003 of 100 characters']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    // The support pages' hints are steady: not a live region.
    expect(container.querySelector('.gh-field__hint')!.hasAttribute('aria-live')).toBe(false);

    render(field('Enter a title.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['Say what happened', '3 / 1003 of 100 characters', 'Enter a title.']);
    expect(container.querySelector('.gh-field__error')!.textContent).toBe('Enter a title.');
  });
});

describe('TextField', () => {
  it('passes its other props to the input, sets the action beside it, and reads a changing hint out', () => {
    const onChange = vi.fn();
    render(
      <TextField label="Email" type="email" name="email" value="a@b.c" onChange={onChange} hint="A code is on its way" error="Check the address." action={<button type="button">Send code</button>} />,
    );
    const input = labelled('Email') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.value).toBe('a@b.c');
    expect(input.className).toBe('gh-input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['A code is on its way', 'Check the address.']);
    expect(container.querySelector('.gh-field__hint')!.getAttribute('aria-live')).toBe('polite');
    expect(input.parentElement!.className).toBe('gh-field__row');
    expect(input.nextElementSibling!.textContent).toBe('Send code');
  });

  it('describes nothing when there is neither hint nor error', () => {
    render(<TextField label="Account" value="" onChange={() => {}} />);
    const input = labelled('Account');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasswordField', () => {
  it('hides what was typed until the eye, which controls that input, is pressed', () => {
    render(<PasswordField label="Password" value="secret" onChange={() => {}} error="Too short." />);
    const input = labelled('Password') as HTMLInputElement;
    const eye = container.querySelector<HTMLButtonElement>('button[aria-label="Show password"]')!;
    expect(input.type).toBe('password');
    expect(eye.getAttribute('aria-controls')).toBe(input.id);
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(description(input)).toEqual(['Too short.']);
    act(() => eye.click());
    expect(input.type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('CheckField', () => {
  it('names the box by its label, reports changes, and ties its error to it', () => {
    const onChange = vi.fn();
    render(<CheckField label="Remember password" checked={false} onChange={onChange} error="Required." />);
    const box = labelled('Remember password') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toEqual(['Required.']);
    act(() => box.click());
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('SubmitButton', () => {
  it('spans the form when asked, and cannot be pressed twice while pending', () => {
    render(
      <>
        <SubmitButton pending={false}>Send</SubmitButton>
        <SubmitButton pending block>
          Log in
        </SubmitButton>
      </>,
    );
    const [send, login] = Array.from(container.querySelectorAll('button'));
    expect(send!.className).toBe('gh-button gh-button--primary');
    expect(send!.disabled).toBe(false);
    expect(login!.className).toBe('gh-button gh-button--primary gh-button--block');
    expect(login!.disabled).toBe(true);
    expect(login!.getAttribute('aria-busy')).toBe('true');
  });
});
