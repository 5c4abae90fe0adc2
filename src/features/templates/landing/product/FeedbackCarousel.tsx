import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from '@/shared/lib/scroll-to';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import { CAROUSEL_DELAY_MS, CAROUSEL_SPEED_MS, TESTIMONIALS } from './product-data';
import { PauseIcon, PlayIcon } from './product-icons';
import { ReviewCard } from './ReviewCard';

/** Swiper fills these placeholders itself: i18next must leave them as they are. */
const SWIPER_PLACEHOLDERS = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

/**
 * The customers' reviews, 3 at a time on wide screens, moving one at a time
 * on their own (1500 ms transitions, in a loop), with dots. Arrow keys move it; it stands
 * still under the pointer, while it holds the focus, when paused, or for reduced motion.
 */
export function FeedbackCarousel() {
  const { t } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);
  const autoplay = useMemo(
    () => ({ delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true, enabled: !reducedMotion }),
    [reducedMotion],
  );

  const toggle = () => {
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="product-carousel">
      {/* While a review or a dot has the focus, nothing moves under the reader. */}
      <div
        onFocus={() => swiper.current?.autoplay.stop()}
        onBlur={(event) => {
          if (playing && !event.currentTarget.contains(event.relatedTarget)) swiper.current?.autoplay.start();
        }}
      >
        <Swiper
          modules={[A11y, Autoplay, Keyboard, Pagination]}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
          slidesPerView={1}
          slidesPerGroup={1}
          spaceBetween={24}
          breakpoints={{ 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
          loop
          speed={CAROUSEL_SPEED_MS}
          autoplay={autoplay}
          keyboard={{ enabled: true, onlyInViewport: true }}
          pagination={{ clickable: true }}
          a11y={{
            containerMessage: t('templates.product.feedback.carousel'),
            containerRoleDescriptionMessage: t('templates.product.feedback.roleDescription'),
            itemRoleDescriptionMessage: t('templates.product.feedback.slideDescription'),
            slideLabelMessage: t('templates.product.feedback.slideLabel', SWIPER_PLACEHOLDERS),
            paginationBulletMessage: t('templates.product.feedback.bullet', SWIPER_PLACEHOLDERS),
            prevSlideMessage: t('templates.product.feedback.previous'),
            nextSlideMessage: t('templates.product.feedback.next'),
          }}
          className="pb-5"
        >
          {TESTIMONIALS.map((id) => (
            <SwiperSlide key={id} className="h-auto">
              <ReviewCard id={id} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className="text-center">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-2"
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          {t(playing ? 'templates.product.feedback.pause' : 'templates.product.feedback.play')}
        </button>
      </div>
    </div>
  );
}
