// @vitest-environment happy-dom
// The signal query fields: a refused signal type is linked to its select (aria-describedby).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignalQueryFields } from '@/components/signals/SignalQueryFields';
import { emptySignalForm } from '@/lib/signals/form';

afterEach(cleanup);

describe('SignalQueryFields', () => {
  it('links the signal type error to the select', () => {
    const message = 'Signal type must be one of: adoption, drop, switch, gap.';
    render(
      <SignalQueryFields form={emptySignalForm(Date.parse('2026-11-23T00:00:00Z'))} errors={{ type: message }} onChange={() => {}} renderPicker={() => null} />,
    );
    const select = screen.getByLabelText('Signal type');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });
});
