import { MARKER_HTML } from '../../../common/articleRules';
import type { InformationRow } from '../../../schemas/information';

/** A stored article: the information schema's record with its lists as lists, cover id and review. */
export type MockArticle = Omit<InformationRow, 'category' | 'tags' | 'other_key_word'> & {
  category: number[];
  tags: string[];
  other_key_word: string[];
  icon_id: number;
  remark: string;
  published_time: string;
  auto_ads_mode: boolean;
};

const paragraph = (topic: string) =>
  `<p>${topic} is one of the most searched subjects this season, and readers keep asking for practical advice they can use straight away. This guide walks through what matters, what to skip and where to find better offers.</p>`;

/**
 * The articles (table information), one of each status; their covers (`/news-images/seed-<id>`)
 * are drawn as placeholders by the information handler.
 */
export default function informationSeed(): MockArticle[] {
  const article = (
    id: number,
    title: string,
    status: number,
    extra: Partial<MockArticle> = {},
  ): MockArticle => ({
    id,
    title,
    language: 'en',
    category: [20, 21],
    tags: ['guide'],
    other_key_word: [],
    content: `${paragraph(title)}${MARKER_HTML}<p>More reading follows the first search ads.</p>`,
    icon: `/news-images/seed-${id}`,
    icon_id: id,
    status,
    remark: '',
    published_time: status === 1 ? '2025-06-02 09:00:00' : '',
    created_user_name: 'Publisher',
    updated_time: `2025-06-${String(id - 7000).padStart(2, '0')} 10:00:00`,
    auto_ads_mode: false,
    ...extra,
  });
  return [
    article(7001, 'Ten cheap flights for the summer', 1),
    article(7002, 'How to choose a budget laptop', 1, { category: [30, 31], tags: ['laptop', 'budget'] }),
    article(7003, 'Miracle weight loss secrets', 2, {
      category: [20, 22],
      remark: 'The article makes health claims that violate the content policy.',
    }),
    article(7004, 'Best street food in Lisbon', 3, { language: 'pt', category: [20, 22] }),
    article(7005, 'Comparing home internet plans', 4, { category: [30, 32], auto_ads_mode: true }),
  ];
}
