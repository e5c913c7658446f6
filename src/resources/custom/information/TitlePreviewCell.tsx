import { Button } from 'antd';
import { useState } from 'react';
import type { CustomCellProps } from '../../../model/types';
import { ArticlePreview } from './ArticlePreview';
import { useArticle } from './useArticle';

/** The title, as a link that opens the article's preview. */
export default function TitlePreviewCell({ value, record, schema }: CustomCellProps) {
  const [open, setOpen] = useState(false);
  const { article, loading } = useArticle(schema, record.id, open);
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
        loading={open && loading}
        onClick={() => setOpen(true)}
      >
        {String(value ?? '')}
      </Button>
      {open && article && <ArticlePreview article={article} onClose={() => setOpen(false)} />}
    </>
  );
}
