import { describe, expect, it } from 'vitest';
import type { Media } from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import { mediaMessages } from '@shared/catalogue/media-rules';
import { mediaLimit, moveItem, savedMediaItems, screenFiles, uploadedIds, type MediaItem } from './media-list';

const MB = 1024 * 1024;
const image = (name: string, size = MB) => ({ name, size, type: 'image/jpeg' });
const video = (name: string, size = 10 * MB) => ({ name, size, type: 'video/mp4' });

describe('screenFiles', () => {
  it('skips bad files with their own message and keeps the rest', () => {
    const result = screenFiles(
      [
        image('a.jpg'),
        { name: 'notes.pdf', size: 10, type: 'application/pdf' },
        image('big.jpg', 6 * MB),
        image('b.jpg'),
      ],
      'image',
      0,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.messages).toEqual([mediaMessages.notAnImage('notes.pdf'), mediaMessages.imageTooLarge('big.jpg')]);
  });

  it('stops at 6 images, counting those already there, with one message', () => {
    const seven = Array.from({ length: 7 }, (_, index) => image(`${index}.jpg`));
    expect(screenFiles(seven, 'image', 0)).toMatchObject({ messages: [productMessages.tooManyImages] });
    expect(screenFiles(seven, 'image', 0).accepted).toHaveLength(6);
    const withFour = screenFiles(seven, 'image', 4);
    expect(withFour.accepted.map((file) => file.name)).toEqual(['0.jpg', '1.jpg']);
    expect(withFour.messages).toEqual([productMessages.tooManyImages]);
  });

  it('checks videos against the video rules and the limit of 2', () => {
    const result = screenFiles(
      [video('a.mp4'), image('photo.jpg'), video('b.mp4', 60 * MB), video('c.mp4'), video('d.mp4')],
      'video',
      1,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['a.mp4']);
    expect(result.messages).toEqual([
      mediaMessages.notAVideo('photo.jpg'),
      mediaMessages.videoTooLarge('b.mp4'),
      productMessages.tooManyVideos,
    ]);
  });

  it('knows each limit, the same on add and on edit', () => {
    expect([mediaLimit('image'), mediaLimit('video')]).toEqual([6, 2]);
  });
});

describe('moveItem', () => {
  it('moves one place either way and never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

const media = (id: string, kind: Media['kind']): Media => ({
  id,
  kind,
  url: `/m/${id}`,
  largeUrl: `/m/${id}`,
  width: null,
  height: null,
});

describe('saved media and ids', () => {
  it('names saved media by position and sends the ids of finished uploads in order', () => {
    const saved = savedMediaItems([media('i1', 'image'), media('v1', 'video'), media('i2', 'image')], 'image');
    expect(saved.map((item) => item.name)).toEqual(['Photo 1', 'Photo 2']);
    const uploading: MediaItem = { key: 'k', kind: 'image', name: 'new.jpg', progress: 40, media: null };
    expect(uploadedIds([saved[1]!, uploading, saved[0]!])).toEqual(['i2', 'i1']);
  });
});
