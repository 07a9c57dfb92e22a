import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { uploadAdminPhoto } from '../api/generated/endpoints/admin/admin';
import type { PhotoDto } from '../api/generated/model';
import { apiError, deferred, fakeApi, ok, type SentRequest } from '../test/fake-api';
import { PhotoPicker, PhotoPickerLabels } from './photo-picker';

const UPLOADS = '/api/admin/photos';
/** The name of the file an upload carries. */
const fileName = (request: SentRequest) => ((request.body as FormData).get('photo') as File).name;
/** The upload of this file, as sent. */
const uploadOf = (name: string) => fakeApi.sent('POST', UPLOADS).find((request) => fileName(request) === name)!;

const LABELS: PhotoPickerLabels = {
  add: 'Add photos',
  hint: 'The first is the main photo.',
  list: 'Product photos',
  main: 'Main',
  moveEarlier: (position) => `Move photo ${position} earlier`,
  moveLater: (position) => `Move photo ${position} later`,
  remove: (position) => `Remove photo ${position}`,
  uploading: (name) => `Uploading ${name}`,
  tooBig: (name) => `${name} is over 15 MB`,
  tooMany: (max) => `At most ${max} photos`,
  dismiss: 'Dismiss',
};

const path = (key: string) => `/media/${key.repeat(32).slice(0, 32)}.YJqGPQw7sFlslqhFafSE-600.jpg`;

function Harness({ initial = [] as string[], onPaths = (_paths: string[]) => {} }) {
  const [paths, setPaths] = useState(initial);
  return (
    <PhotoPicker
      value={paths}
      onChange={(next) => {
        setPaths(next);
        onPaths(next);
      }}
      upload={uploadAdminPhoto}
      labels={LABELS}
    />
  );
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
describe('the photo picker', () => {
  it('uploads several photos at once, shows each one’s progress, and adds them in the order chosen, whichever finishes first', async () => {
    const answers = { 'front.jpg': deferred(), 'back.jpg': deferred() };
    fakeApi.on('POST', UPLOADS, (request) => answers[fileName(request) as keyof typeof answers].answer);
    const finish = (name: keyof typeof answers, photo: PhotoDto) => answers[name].arrive(ok(photo));
    const onPaths = jest.fn();
    render(<Harness onPaths={onPaths} />);
    const input = screen.getByLabelText(/Add photos/) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [new File(['a'], 'front.jpg', { type: 'image/jpeg' }), new File(['b'], 'back.jpg', { type: 'image/jpeg' })]);
    expect(fakeApi.sent('POST', UPLOADS)).toHaveLength(2);
    act(() => uploadOf('front.jpg').progress(0.5));
    expect(screen.getByLabelText('Uploading front.jpg')).toHaveAttribute('value', '0.5');
    expect(screen.getByLabelText('Uploading back.jpg')).toHaveAttribute('value', '0');

    // The second finishes first: it waits, so the photos keep the order they were chosen in.
    await act(async () => finish('back.jpg', { path: path('b'), placeholder: 'x', width: 600, height: 600 }));
    expect(onPaths).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Uploading back.jpg')).toHaveAttribute('value', '1');
    await act(async () => finish('front.jpg', { path: path('a'), placeholder: 'x', width: 600, height: 600 }));
    expect(onPaths).toHaveBeenCalledTimes(1);
    expect(onPaths).toHaveBeenLastCalledWith([path('a'), path('b')]);
    expect(screen.queryByLabelText(/Uploading/)).not.toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'Product photos' })).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Main');
  });

  it('reorders (the first is the main photo) and removes', async () => {
    const onPaths = jest.fn();
    render(<Harness initial={[path('a'), path('b'), path('c')]} onPaths={onPaths} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(onPaths).toHaveBeenLastCalledWith([path('b'), path('a'), path('c')]);
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    expect(onPaths).toHaveBeenLastCalledWith([path('b'), path('c'), path('a')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onPaths).toHaveBeenLastCalledWith([path('c'), path('a')]);
  });

  it('says why a photo was refused, and never sends one over 15 MB', async () => {
    fakeApi.on('POST', UPLOADS, apiError(400, { message: 'Invalid input', fields: { photo: ['Please upload a JPEG or PNG'] } }));
    render(<Harness />);
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 15 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText(/Add photos/), [new File(['h'], 'IMG_0001.HEIC', { type: 'image/heic' }), huge]);
    expect(fakeApi.sent('POST', UPLOADS).map(fileName)).toEqual(['IMG_0001.HEIC']);
    expect(await screen.findByText('Please upload a JPEG or PNG')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg is over 15 MB')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
    expect(screen.queryByText('Please upload a JPEG or PNG')).not.toBeInTheDocument();
  });
});
