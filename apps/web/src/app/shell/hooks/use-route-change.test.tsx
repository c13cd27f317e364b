// @vitest-environment happy-dom
// The shell's "new page" reset (close the side panel, scroll to the top) runs when the path
// changes, not when the app takes over the server's page: a player who scrolled, or tapped the
// menu while the page hydrated, keeps what they did (the focus test in accessibility-details.spec
// lost its side panel to this under a loaded machine).
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { useRouteChange } from './use-route-change';

function Probe({ path, onChange }: { path: string; onChange: () => void }) {
  useRouteChange(path, onChange);
  return null;
}

describe('useRouteChange', () => {
  it('does not run on the first render, runs once per change of path, not for a re-render on the same path', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Probe path="/" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Probe path="/" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Probe path="/games" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<Probe path="/games" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<Probe path="/" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("does not run on mount under StrictMode's double effects either", () => {
    const onChange = vi.fn();
    render(
      <StrictMode>
        <Probe path="/" onChange={onChange} />
      </StrictMode>,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Probe path="/" onChange={first} />);
    rerender(<Probe path="/faq" onChange={second} />);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
