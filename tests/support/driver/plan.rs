//! What a player presses in their turn DM.

use super::Msg;

/// What a player does with their turn DM.
pub(super) enum Plan {
    /// Press this button (custom id, label).
    Press(String, String),
    /// Choose this value in this card menu, then press "Play selected".
    PickThenGo(String, String),
}

/// What to do with a turn DM: bid 3 (or the highest bid offered, or pass); leading, choose
/// the first card of the card menu and play it; following, the first play offered as a
/// button, else pass.
pub(super) fn plan(panel: &Msg, channel: u64) -> Result<Plan, String> {
    for label in ["Bid 3", "Bid 2", "Bid 1"] {
        if let Some(id) = panel.button(label) {
            return Ok(Plan::Press(id, label.to_string()));
        }
    }
    // Enabled buttons of this table: (custom id, label, style).
    let prefix = format!("pj:{channel}:");
    let mut buttons = Vec::new();
    for row in panel.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("");
            if c["type"] == 2 && c["disabled"] != true && id.starts_with(&prefix) {
                let label = c["label"].as_str().unwrap_or("").to_string();
                buttons.push((id.to_string(), label, c["style"].as_u64().unwrap_or(0)));
            }
        }
    }
    // A declining button (Pass) is secondary (2); the plays offered as buttons are primary (1).
    let pass = buttons
        .iter()
        .find(|(id, _, style)| id.contains(":do:") && *style == 2);
    let play = buttons
        .iter()
        .find(|(id, _, style)| id.contains(":do:") && *style == 1);
    let menu = panel.menus().into_iter().find(|(id, values)| {
        id.starts_with(&prefix) && id.contains(":pick:") && !values.is_empty()
    });
    match (pass, play, menu) {
        // Leading (no pass): one card from the menu.
        (None, _, Some((menu, values))) => Ok(Plan::PickThenGo(menu, values[0].clone())),
        (_, Some((id, label, _)), _) | (Some((id, label, _)), None, _) => {
            Ok(Plan::Press(id.clone(), label.clone()))
        }
        (None, None, None) => Err(format!("nothing to press in {panel:?}")),
    }
}
