//! A list with a fixed capacity that lives inline, so game state, events and views
//! never touch the heap. In JSON it is a plain array.

use core::{fmt, ops::Deref};

/// Up to `N` items stored inline. Items past `len` are never observed: equality,
/// iteration and serialization only see the first `len`.
#[derive(Clone, Copy)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(as = "alloc::vec::Vec<T>"))]
pub struct BoundedList<T, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> BoundedList<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        BoundedList {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// Appends `item`, or gives it back when the list is full.
    pub fn push(&mut self, item: T) -> Result<(), T> {
        match self.items.get_mut(self.len as usize) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
                Ok(())
            }
            None => Err(item),
        }
    }

    /// Removes the first item `matches` accepts, keeping the others in order;
    /// returns it, or `None` when no item matches.
    pub fn remove_first(&mut self, matches: impl Fn(&T) -> bool) -> Option<T> {
        let len = self.len as usize;
        let index = self.as_slice().iter().position(matches)?;
        let item = self.items.get(index).copied()?;
        if let Some(tail) = self.items.get_mut(index..len) {
            tail.rotate_left(1);
        }
        self.len -= 1;
        Some(item)
    }

    /// Empties the list (the items past the length are never observed, so they
    /// are left as they are).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// A list holding a copy of `items`, or `None` when they do not fit.
    pub fn from_slice(items: &[T]) -> Option<Self> {
        let mut list = Self::new();
        for &item in items {
            list.push(item).ok()?;
        }
        Some(list)
    }

    /// The largest number of items the list can hold.
    pub const fn capacity(&self) -> usize {
        N
    }

    /// The items as a slice.
    pub fn as_slice(&self) -> &[T] {
        self.items.get(..self.len as usize).unwrap_or(&[])
    }

    /// The items as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        self.items.get_mut(..self.len as usize).unwrap_or(&mut [])
    }
}

impl<T: Copy + Default, const N: usize> Default for BoundedList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for BoundedList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for BoundedList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for BoundedList<T, N> {}

impl<T: Copy + Default + core::hash::Hash, const N: usize> core::hash::Hash for BoundedList<T, N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for BoundedList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Collects up to `N` items; the engine only collects what it knows fits (one per
/// seat, per mission, ...), and a debug build checks it.
impl<T: Copy + Default, const N: usize> FromIterator<T> for BoundedList<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut list = BoundedList::new();
        for item in items {
            let pushed = list.push(item);
            debug_assert!(pushed.is_ok(), "collected more than {N} items");
        }
        list
    }
}

/// Appends up to `N` items in all, as [`FromIterator`] collects them.
impl<T: Copy + Default, const N: usize> Extend<T> for BoundedList<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            let pushed = self.push(item);
            debug_assert!(pushed.is_ok(), "extended past {N} items");
        }
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a BoundedList<T, N> {
    type Item = &'a T;
    type IntoIter = core::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

#[cfg(feature = "serde")]
mod wire {
    use super::BoundedList;
    use core::{fmt, marker::PhantomData};
    use serde::{
        Deserialize, Deserializer, Serialize, Serializer,
        de::{Error, SeqAccess, Visitor},
    };

    impl<T: Copy + Default + Serialize, const N: usize> Serialize for BoundedList<T, N> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(self.as_slice())
        }
    }

    impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
        for BoundedList<T, N>
    {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_seq(ListVisitor(PhantomData))
        }
    }

    struct ListVisitor<T, const N: usize>(PhantomData<T>);

    impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Visitor<'de> for ListVisitor<T, N> {
        type Value = BoundedList<T, N>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "an array of at most {N} items")
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut list = BoundedList::new();
            // Stops at the first item past capacity, so a huge array costs no more than N items.
            while let Some(item) = seq.next_element()? {
                if list.push(item).is_err() {
                    return Err(A::Error::custom(format_args!(
                        "too many items: at most {N} are allowed here"
                    )));
                }
            }
            Ok(list)
        }
    }
}

/// Up to `N` arbitrary items (a longer list is cut at the capacity), for the fuzzers.
#[cfg(feature = "arbitrary")]
impl<'a, T: arbitrary::Arbitrary<'a> + Copy + Default, const N: usize> arbitrary::Arbitrary<'a>
    for BoundedList<T, N>
{
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        let mut list = Self::new();
        for item in u.arbitrary_iter::<T>()?.take(N) {
            let _ = list.push(item?);
        }
        Ok(list)
    }
}

#[cfg(test)]
mod tests {
    use super::BoundedList;

    #[test]
    fn push_stops_at_capacity_and_equality_ignores_spare_slots() {
        let mut list: BoundedList<u8, 2> = BoundedList::new();
        assert_eq!(list.push(1), Ok(()));
        assert_eq!(list.push(2), Ok(()));
        assert_eq!(list.push(3), Err(3));
        assert_eq!(list.as_slice(), [1, 2]);
        let mut other: BoundedList<u8, 2> = BoundedList::new();
        other.push(1).unwrap();
        assert_ne!(list, other);
        other.push(2).unwrap();
        assert_eq!(list, other);
        assert_eq!(BoundedList::<u8, 1>::from_slice(&[1, 2]), None);
    }

    #[test]
    fn remove_first_keeps_the_order_of_the_rest() {
        let mut list = BoundedList::<u8, 4>::from_slice(&[1, 2, 3, 2]).unwrap();
        assert_eq!(list.remove_first(|&x| x == 2), Some(2));
        assert_eq!(list.as_slice(), [1, 3, 2]);
        assert_eq!(list.remove_first(|&x| x == 9), None);
        assert_eq!(list.remove_first(|&x| x == 2), Some(2));
        assert_eq!(list.remove_first(|&x| x == 1), Some(1));
        assert_eq!(list.as_slice(), [3]);
        assert_eq!(list.remove_first(|_| true), Some(3));
        assert!(list.is_empty());
        assert_eq!(list.remove_first(|_| true), None);
    }
}
