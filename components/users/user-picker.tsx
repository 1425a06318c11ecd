"use client";

import { RemotePicker, PICKER_RESULTS, type Picked } from "@/components/form/remote-picker";
import type { UserRow } from "@/lib/users/schema";
import { userDisplayName, userHandle } from "@/lib/users/display";
import { usersKeys } from "@/lib/users/query-keys";

export type PickedUser = Picked;

type UserPickerProps = {
  value: PickedUser | null;
  onChange: (user: PickedUser) => void;
  placeholder: string;
  emptyText: string;
  excludeId?: string;
  label: string;
};

const usersMatching = (search: string) => usersKeys.list({ search, role: "all", status: "all", limit: PICKER_RESULTS });
const userOption = (user: UserRow) => ({
  id: user.id,
  name: userDisplayName(user),
  detail: user.email ?? userHandle(user),
});

/** Searches users on the server as you type (name, email, handle or id). */
export function UserPicker({ onChange, ...props }: UserPickerProps) {
  return (
    <RemotePicker<UserRow>
      {...props}
      onChange={(user) => user && onChange(user)}
      queryKey={usersMatching}
      toOption={userOption}
      searchPlaceholder="Search by name, email or ID..."
    />
  );
}
