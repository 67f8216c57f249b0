/**
 * The sidebar banner (SPEC §4, §9): the slides editors manage in the console (SPEC's two, product and
 * open account, to start with), advancing every 3 s with a 0.5 s slide, paused while the pointer is over
 * it and still for readers who ask for reduced motion. Plain React and CSS: no carousel library for a few
 * slides. The home page's loader hands the slides in (server-rendered, no extra round trip); other pages
 * fetch them once the page is up.
 */
import { BANNER_ANIMATION_MS, BANNER_INTERVAL_MS } from '@common/constants';
import type { BannerSlide } from '@common/moderation';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useReducedMotion } from '~/components/use-reduced-motion';
import { leavingUrl } from '~/features/article/leaving-url';
import { api } from '~/lib/api';

/** A slide's href: site paths as they are, https links through the leaving page. */
export const slideHref = (link: string) => (link.startsWith('/') ? link : leavingUrl(link));

/** The loader's slides, or the public call's once the page is up (null until then). */
function useSlides(given: BannerSlide[] | undefined): BannerSlide[] | null {
  const [fetched, setFetched] = useState<BannerSlide[] | null>(null);
  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    api<BannerSlide[]>(
      '/api/v1/config/one',
      { pro_name: 'banner' },
      { quiet: true, signal: controller.signal },
    ).then(setFetched, (error) => {
      // Secondary content (SPEC §8): logged, the banner stays out.
      if (controller.signal.aborted) return;
      console.error(error);
      setFetched([]);
    });
    return () => controller.abort();
  }, [given]);
  return given ?? fetched;
}

export const nextSlide = (index: number, count: number) => (index + 1) % count;

export function Banner({ slides: given }: { slides?: BannerSlide[] }) {
  const loaded = useSlides(given);
  const slides = loaded ?? [];
  const [shown, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  // Slides may go (a page fetched fewer): never point past the last one.
  const index = count > 0 ? shown % count : 0;

  useEffect(() => {
    // Reduced motion: the slides change only by their dots.
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, count]);

  // Fetching: the banner's place is kept, so the sidebar does not jump when the slides arrive.
  if (loaded === null) return <div className="banner banner-pending" aria-hidden="true" />;
  if (count === 0) return null;
  const trackStyle: CSSProperties = {
    transform: `translateX(-${index * 100}%)`,
    transition: `transform ${BANNER_ANIMATION_MS}ms ease`,
  };
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label="推荐"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-track" style={trackStyle}>
        {slides.map((slide, i) => (
          <Link
            key={`${slide.title}|${slide.link}`}
            to={slideHref(slide.link)}
            className={`banner-slide banner-slide-${slide.tone}`}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
          >
            <strong>{slide.title}</strong>
            <span>{slide.text}</span>
          </Link>
        ))}
      </div>
      <div className="banner-dots">
        {slides.map((slide, i) => (
          <button
            key={`${slide.title}|${slide.link}`}
            type="button"
            className={i === index ? 'banner-dot active' : 'banner-dot'}
            aria-label={`第${i + 1}张：${slide.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
