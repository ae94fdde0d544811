import { CategoryGrid } from '../../../components/CategoryGrid';
import { PopularKeywordChips } from '../../../components/PopularKeywordChips';
import { messages } from '../../../messages';
import { EventRecommend } from './EventRecommend';
import { HomeBanners } from './HomeBanners';
import { KeywordRecommend } from './KeywordRecommend';
import { RecommendedClasses } from './RecommendedClasses';
import styles from './Home.module.scss';

const t = messages.home;

/** The home page: banners, categories, keyword, event and class recommendations. */
export function Home() {
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t.title}</h1>
      <HomeBanners />
      <section className={styles.categories} aria-labelledby="home-categories">
        <h2 id="home-categories" className="visually-hidden">
          {t.categories}
        </h2>
        <CategoryGrid className={styles.categories__grid} />
      </section>
      <KeywordRecommend />
      <EventRecommend />
      <RecommendedClasses />
      <div className={styles.popular}>
        <PopularKeywordChips title={t.popularKeywords} />
      </div>
    </div>
  );
}
