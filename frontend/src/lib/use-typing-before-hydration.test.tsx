import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { noteChoicesBeforeHydration, useTypingBeforeHydration } from './use-typing-before-hydration';

let seen: Record<string, unknown> = {};

function DeliveryForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ name: '', note: '', region: 'Ashanti', delivery: 'standard', gift: false });
  seen = form;
  useTypingBeforeHydration(formRef);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <form ref={formRef}>
      <input aria-label="Name" value={form.name} onChange={(event) => set({ name: event.target.value })} />
      <textarea aria-label="Note" value={form.note} onChange={(event) => set({ note: event.target.value })} />
      <select aria-label="Region" value={form.region} onChange={(event) => set({ region: event.target.value })}>
        <option value="Ashanti">Ashanti</option>
        <option value="Northern">Northern</option>
      </select>
      {['standard', 'express'].map((delivery) => (
        <input key={delivery} type="radio" name="delivery" aria-label={delivery} checked={form.delivery === delivery} onChange={() => set({ delivery })} />
      ))}
      <input type="checkbox" aria-label="Gift" checked={form.gift} onChange={(event) => set({ gift: event.target.checked })} />
      <input type="hidden" name="token" value="server" />
    </form>
  );
}

let chosenSize: string | null = null;

/** Sizes with none chosen at first, as on a product page. */
function SizeForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [size, setSize] = useState<string | null>(null);
  chosenSize = size;
  useTypingBeforeHydration(formRef);
  return (
    <form ref={formRef}>
      {['M', 'L'].map((option) => (
        <input key={option} type="radio" name="size" aria-label={option} checked={size === option} onChange={() => setSize(option)} />
      ))}
    </form>
  );
}

describe('a server-rendered form filled in before its script ran', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands every changed field to the form once it is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DeliveryForm />);
    document.body.append(container);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Abena';
    (screen.getByLabelText('Note') as HTMLTextAreaElement).value = 'Gate is blue';
    (screen.getByLabelText('Region') as HTMLSelectElement).value = 'Northern';
    (screen.getByLabelText('Gift') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <DeliveryForm />);
    });

    expect(seen).toEqual({ name: 'Abena', note: 'Gate is blue', region: 'Northern', delivery: 'standard', gift: true });
  });

  it('hands over a radio chosen before the script ran, which hydration alone would put back', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DeliveryForm />);
    document.body.append(container);
    (screen.getByLabelText('express') as HTMLInputElement).click();

    noteChoicesBeforeHydration(container);
    await act(async () => {
      hydrateRoot(container, <DeliveryForm />);
    });

    expect(seen).toEqual({ name: '', note: '', region: 'Ashanti', delivery: 'express', gift: false });
    expect(screen.getByLabelText('express')).toBeChecked();
  });

  it('takes the latest of the choices made while the page part was still on its way', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SizeForm />);
    document.body.append(container);
    noteChoicesBeforeHydration(container);
    // Between the app's start and the page's own chunk: the shopper taps M, then L.
    (screen.getByLabelText('M') as HTMLInputElement).click();
    (screen.getByLabelText('L') as HTMLInputElement).click();
    (screen.getByLabelText('M') as HTMLInputElement).click();

    await act(async () => {
      hydrateRoot(container, <SizeForm />);
    });

    expect(chosenSize).toBe('M');
    expect(screen.getByLabelText('M')).toBeChecked();
    expect(screen.getByLabelText('L')).not.toBeChecked();
  });

  it('leaves a form the browser rendered itself alone, a select showing other than its first option included', async () => {
    let changes = 0;
    function SortForm() {
      const formRef = useRef<HTMLFormElement>(null);
      const [sort, setSort] = useState('price-asc');
      useTypingBeforeHydration(formRef);
      return (
        <form ref={formRef}>
          <select
            aria-label="Sort"
            value={sort}
            onChange={(event) => {
              changes += 1;
              setSort(event.target.value);
            }}
          >
            <option value="newest">Newest</option>
            <option value="price-asc">Price</option>
          </select>
        </form>
      );
    }
    render(<SortForm />);
    await act(async () => undefined);
    expect(changes).toBe(0);
    expect(screen.getByLabelText('Sort')).toHaveValue('price-asc');
  });

  it('leaves a form nobody touched as the server wrote it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DeliveryForm />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <DeliveryForm />);
    });
    expect(seen).toEqual({ name: '', note: '', region: 'Ashanti', delivery: 'standard', gift: false });
  });
});
