import {
  type InlineNode,
  type InstructionDocument,
  type InstructionImage,
  type InstructionVideo,
  type MarkupStyle,
} from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import type { ReactNode } from 'react';
import styles from './Instructions.module.css';

const STYLE_CLASS: Record<MarkupStyle, string | undefined> = {
  red: styles.red,
  bold: undefined,
  green: styles.green,
};

interface Media {
  images: ReadonlyMap<string, InstructionImage>;
  videos: ReadonlyMap<string, InstructionVideo>;
}

function InfoIcon() {
  return (
    <svg
      className={styles.info}
      viewBox="0 0 20 20"
      role="img"
      aria-label={instructionScreens.info}
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="8.5" width="2" height="6.5" rx="1" fill="#fff" />
      <circle cx="10" cy="5.6" r="1.25" fill="#fff" />
    </svg>
  );
}

/** The tree as React elements: every element here is one the markup asked for. */
function renderNodes(nodes: readonly InlineNode[], media: Media, key: string): ReactNode[] {
  return nodes.map((node, index) => {
    const k = `${key}.${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'styled':
        return node.style === 'bold' ? (
          <strong key={k}>{renderNodes(node.children, media, k)}</strong>
        ) : (
          <span key={k} className={STYLE_CLASS[node.style]}>
            {renderNodes(node.children, media, k)}
          </span>
        );
      case 'break':
        return <br key={k} />;
      case 'info':
        return <InfoIcon key={k} />;
      case 'step':
        return (
          <mark key={k} className={styles.step}>
            {node.text}
          </mark>
        );
      case 'gearbox':
        return (
          <mark key={k} className={styles.gearbox}>
            {node.text}
          </mark>
        );
      case 'media': {
        if (node.media === 'image') {
          const image = media.images.get(node.ref.id);
          if (!image) return `[bild:${node.ref.id}]`;
          return (
            <figure key={k} className={styles.figure}>
              <img src={image.url} alt={image.alt} loading="lazy" decoding="async" />
              <figcaption>{image.alt}</figcaption>
            </figure>
          );
        }
        const video = media.videos.get(node.ref.id);
        if (!video) return `[video:${node.ref.id}]`;
        return (
          <figure key={k} className={styles.figure}>
            <video src={video.url} controls preload="none" playsInline />
          </figure>
        );
      }
    }
  });
}

/**
 * An instruction's text, part by part; the part being read is highlighted and marked as the
 * current step for screen readers.
 */
export function InstructionText({
  document,
  images,
  videos,
  activePart,
}: {
  document: InstructionDocument;
  images: readonly InstructionImage[];
  videos: readonly InstructionVideo[];
  activePart: string | null;
}) {
  const media: Media = {
    images: new Map(images.map((image) => [image.ref, image])),
    videos: new Map(videos.map((video) => [video.ref, video])),
  };
  return (
    <div className={styles.text}>
      {document.parts.map((part) => {
        const active = part.id === activePart;
        return (
          <div
            key={part.id}
            className={`${styles.part} ${active ? styles.active : ''}`}
            data-part={part.id}
            aria-current={active ? 'step' : undefined}
          >
            {part.paragraphs.map((paragraph, index) => (
              <div key={index} className={styles.paragraph}>
                {renderNodes(paragraph.children, media, `${part.id}.${index}`)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
