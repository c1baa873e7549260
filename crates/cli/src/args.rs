//! A small flag parser: `--name value` pairs and bare `--switch`es, nothing more.

use std::collections::BTreeMap;

/// Parsed `--flag value` pairs.
pub struct Args {
    values: BTreeMap<String, Option<String>>,
}

impl Args {
    /// Parses `args`; `switches` are the flags that take no value.
    pub fn parse(args: &[String], switches: &[&str]) -> Result<Args, String> {
        let mut values = BTreeMap::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let name = a
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument {a:?}"))?;
            let value = if switches.contains(&name) {
                None
            } else {
                Some(
                    it.next()
                        .ok_or_else(|| format!("--{name} needs a value"))?
                        .clone(),
                )
            };
            if values.insert(name.to_string(), value).is_some() {
                return Err(format!("--{name} given twice"));
            }
        }
        Ok(Args { values })
    }

    /// Fails on any flag not in `known`.
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self.values.keys().find(|k| !known.contains(&k.as_str())) {
            Some(k) => Err(format!("unknown option --{k}")),
            None => Ok(()),
        }
    }

    /// The value of a required flag.
    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.optional(name)
            .ok_or_else(|| format!("--{name} is required"))
    }

    /// Whether a bare `--switch` was given.
    pub fn switch(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    /// The value of an optional flag.
    pub fn optional(&self, name: &str) -> Option<&str> {
        self.values.get(name).and_then(|v| v.as_deref())
    }
}
