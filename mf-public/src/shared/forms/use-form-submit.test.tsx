import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ChecksUnavailable } from './form-checks';
import { useFormSubmit } from './use-form-submit';

describe('useFormSubmit', () => {
  it('sends once when submitted twice at once, though the form has no checks to wait for', async () => {
    const send = jest.fn();
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { answer: 'yes' } });
      return useFormSubmit({ submit: form.handleSubmit(send) });
    });
    const event = { preventDefault: jest.fn() };
    await act(() => Promise.all([result.current(event), result.current(event)]));
    expect(event.preventDefault).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ answer: 'yes' });
    await act(() => result.current());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets unavailable checks through when the form has nothing to say about them', async () => {
    const { result } = renderHook(() =>
      useFormSubmit({ submit: () => Promise.reject(new ChecksUnavailable(new Error('offline'))) }),
    );
    await act(() => expect(result.current()).rejects.toBeInstanceOf(ChecksUnavailable));
  });
});
