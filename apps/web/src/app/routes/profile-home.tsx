import { ConfirmScope } from '@/components/confirm-scope';
import { ParentLinkCard } from '@/features/parents/components/parent-link-card';
import { ProfileIndex } from '@/features/profile/components/profile-index';
import { useSession } from '@/lib/session';

/** `/profile`: the student's details, then the parent link card (decision 0164). */
export function ProfileHome() {
  const { user } = useSession();
  return (
    <>
      <ProfileIndex />
      {user && (
        <ConfirmScope>
          <ParentLinkCard fatherPhone={user.fatherPhone} />
        </ConfirmScope>
      )}
    </>
  );
}
