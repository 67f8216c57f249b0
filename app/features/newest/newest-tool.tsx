/**
 * The opened tool (SPEC §4 "Voice tool", "Newest list"): the two remembered switches, the tool-visible
 * flag (收起 hides the list; polling, pushes and announcements carry on), and the live list.
 */
import type { NewestItem } from '@common/newest';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runAlert } from './announcer';
import { readFlag, readSwitches, writeFlag, writeSwitches } from './newest-prefs';
import { alertPlan, type NewestSwitches } from './newest-state';
import { NewestSwitch } from './newest-switch';
import { useNewestFeed } from './use-newest-feed';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '400px 0px';
/** How long a newly arrived item stays highlighted. */
const NEW_MARK_MS = 8_000;

/** "MM-DD HH:mm" of a 'YYYY-MM-DD HH:mm:ss' time. */
const shortTime = (time: string) => time.slice(5, 16);

export function NewestTool({
  initialSwitches,
  onLocked,
}: {
  /** Set after a purchase (SPEC §4); otherwise what this browser remembered. */
  initialSwitches: NewestSwitches | null;
  onLocked(): void;
}) {
  const [switches, setSwitches] = useState<NewestSwitches>({ sound: false, voice: false });
  const [visible, setVisible] = useState(true);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const switchesRef = useRef(switches);
  switchesRef.current = switches;
  // Pending speech and highlight timers, cleared when the page goes.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  // Storage is read after hydration: the server renders both switches off and the list shown.
  useEffect(() => {
    setSwitches(initialSwitches ?? readSwitches());
    setVisible(readFlag('visible', true));
  }, [initialSwitches]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const onAdded = useCallback(
    (added: NewestItem[]) => {
      const plan = alertPlan(added, switchesRef.current);
      if (plan) runAlert(plan, later);
      const ids = added.map((item) => item.article_id);
      setFresh((current) => new Set([...current, ...ids]));
      later(
        () => setFresh((current) => new Set([...current].filter((id) => !ids.includes(id)))),
        NEW_MARK_MS,
      );
    },
    [later],
  );

  const { state, status, exhausted, loadMore, retry } = useNewestFeed({ onAdded, onLocked });

  const toggle = (key: keyof NewestSwitches) => {
    const next = { ...switchesRef.current, [key]: !switchesRef.current[key] };
    switchesRef.current = next;
    setSwitches(next);
    writeSwitches(next);
  };
  const toggleVisible = () => {
    setVisible(!visible);
    writeFlag('visible', !visible);
  };

  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = visible && status === 'idle' && !exhausted;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canAutoLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canAutoLoad, loadMore]);

  return (
    <section className="panel newest-tool" aria-labelledby="newest-title">
      <header className="newest-head">
        <h1 id="newest-title">最新帖子</h1>
        <div className="newest-switches">
          <NewestSwitch label="声音提醒" on={switches.sound} onToggle={() => toggle('sound')} />
          <NewestSwitch label="语音播报" on={switches.voice} onToggle={() => toggle('voice')} />
          <Button type="link" size="small" aria-expanded={visible} onClick={toggleVisible}>
            {visible ? '收起列表' : '展开列表'}
          </Button>
        </div>
      </header>
      {!visible ? (
        <p className="newest-hidden-note">列表已收起，新帖子仍会按开关提醒。</p>
      ) : (
        <>
          {state.items.length > 0 && (
            <ol className="newest-items" aria-label="最新帖子列表">
              {state.items.map((item) => (
                <li
                  key={item.article_id}
                  className={fresh.has(item.article_id) ? 'newest-item is-new' : 'newest-item'}
                >
                  <time className="newest-time" dateTime={item.check_time}>
                    {shortTime(item.check_time)}
                  </time>
                  <a className="newest-title" href={item.link} target="_blank" rel="noopener">
                    {item.title}
                  </a>
                  <span className="newest-author">{item.user.nickname}</span>
                </li>
              ))}
            </ol>
          )}
          <div className="newest-status" ref={sentinel}>
            {status === 'loading' && <Spin size={state.items.length ? 'small' : 'default'} />}
            {status === 'error' && (
              <Button type="link" onClick={retry}>
                加载失败，点击重试
              </Button>
            )}
            {status === 'idle' && exhausted && (
              <span className="newest-end">{state.items.length ? '没有更多了' : '暂无帖子'}</span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
