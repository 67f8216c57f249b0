/**
 * The sidebar banner (SPEC §4, §9): two slides, advancing every 3 s with a 0.5 s slide, paused while the
 * pointer is over it. Plain React and CSS: no carousel library for two slides.
 */
import { BANNER_ANIMATION_MS, BANNER_INTERVAL_MS } from '@common/constants';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_SLIDES } from './sidebar-links';

export const nextSlide = (index: number, count: number) => (index + 1) % count;

export function Banner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = BANNER_SLIDES.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

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
        {BANNER_SLIDES.map((slide, i) => (
          <Link
            key={slide.to}
            to={slide.to}
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
        {BANNER_SLIDES.map((slide, i) => (
          <button
            key={slide.to}
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
