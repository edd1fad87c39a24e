# /notify: where turn prompts go, quiet hours, time zone; the channel mention; the digest.

cmd-notify-name = notify
cmd-notify-desc = Your turn alerts: DM or channel, quiet hours, time zone
cmd-notify-mode-name = mode
cmd-notify-mode-desc = Where your turn prompts and reminders go
cmd-notify-mode-choice-dm = DM
cmd-notify-mode-choice-channel = Channel mention
cmd-notify-mode-choice-both = Both
cmd-notify-quiet-name = quiet
cmd-notify-quiet-desc = Quiet hours in your time zone, e.g. 22:00-07:00, or off
cmd-notify-timezone-name = timezone
cmd-notify-timezone-desc = Your time zone, e.g. Europe/Berlin

notify-mode-dm = by DM
notify-mode-channel = by a mention in the table's channel
notify-mode-both = by DM and by a mention in the table's channel
notify-quiet-none = none
notify-current =
    Your turn prompts and reminders come { $mode }.
    Time zone: { $tz }. Quiet hours: { $quiet }.
notify-saved = Saved.
notify-quiet-help = During your quiet hours no reminder is sent: it waits until they end. The quiet time that falls inside your turn is added to your deadline, at most one night's quiet hours (a 12h turn from 18:00 with quiet hours 22:00-07:00 ends at 14:00 the next day instead of 06:00).
notify-invalid-mode = “{ $value }” is not a notification mode: choose dm, channel or both. Nothing was changed.
notify-invalid-quiet = “{ $value }” are not quiet hours: write them as from-to on a 24-hour clock, like 22:00-07:00, or off. Nothing was changed.
notify-invalid-timezone = “{ $value }” is not a time zone: give its IANA name, like Europe/Berlin or America/New_York. Nothing was changed.
notify-invalid-timezone-close = “{ $value }” is not a time zone. Did you mean { $names }? Nothing was changed.
notify-error-store = Your settings could not be saved just now; try again in a moment.
notify-turn-mention = ▶ { $mention }, it's your turn.
notify-reminder-mention = ⏰ { $mention }: { $reminder }
notify-digest = While you were away:
cmd-notify-pictures-name = pictures
cmd-notify-pictures-desc = Pictures of your hand in DMs and /hand (off: text only)
notify-pictures-on = Pictures of your hand: on.
notify-pictures-off = Pictures of your hand: off (text only).
notify-pictures-table = Pictures of your hand: as the table says (on unless the table has images=off).
