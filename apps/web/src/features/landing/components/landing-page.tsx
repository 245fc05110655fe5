import { Navigate } from 'react-router';
import { LevelButtons } from '@/components/level-buttons';
import { usePageTitle } from '@/components/use-page-title';
import { useSession } from '@/lib/session';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import './landing-page.css';

export function LandingPage() {
  const { user, admin } = useSession();
  usePageTitle();
  if (user) return <Navigate to={`/courses?level=${user.level}`} replace />;
  return (
    <div className="landing">
      <Hero isAdmin={admin !== null} />
      <LevelButtons />
      <FeatureCards />
    </div>
  );
}
