import { Modal } from 'antd';
import { imageSource } from '../../../sanitize/policy';
import { markerLabelStyle } from './markerLabel';
import { sanitizeArticle } from './sanitizeArticle';
import './article.css';
import { t } from '../../../i18n';

export interface PreviewArticle {
  title?: unknown;
  icon?: unknown;
  content?: unknown;
}

/** An article as a reader would see it; the body always goes through the sanitizer. */
export function ArticlePreview({ article, onClose }: { article: PreviewArticle; onClose: () => void }) {
  // The cover too comes from the server: shown only when it is on the image host.
  const cover = imageSource(article.icon);
  return (
    <Modal open title={t('Preview')} footer={null} onCancel={onClose} width={760}>
      <article className="article-preview" data-testid="article-preview" style={markerLabelStyle()}>
        <h1>{String(article.title ?? '')}</h1>
        {cover && <img className="article-cover" src={cover} alt={t('Cover')} />}
        <div
          className="article-body"
          dangerouslySetInnerHTML={{ __html: sanitizeArticle(article.content) }}
        />
      </article>
    </Modal>
  );
}
