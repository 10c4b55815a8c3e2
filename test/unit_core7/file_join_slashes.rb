# File.join: where the joined part ends with a slash and the next part begins
# with one, 1.8.7 drops the joined part's trailing slashes and keeps the part's own
[["a", "b"], ["a/", "b"], ["a", "/b"], ["a/", "/b"], ["a//", "b"], ["a", "//b"], ["a//", "/b"], ["a/", "//b"], ["a//", "//b"], ["a///", "///b"], ["a\\", "b"], ["a\\/", "b"], ["a\\//", "b"], ["a\\//", "/b"], ["a\\/", "/b"], ["a", "b", "c"], ["a/", "/b/", "/c"], ["a//", "//b//", "//c"], ["", "//b"], ["/", "//b"], ["//", "b"], ["//", "//"], ["a", ""], ["a/", ""], ["a//", ""], ["", "a"], ["", "", "a"], ["a", "", "b"], ["a/", "", "/b"]].each{|a| p [a, File.join(*a)]}
p File.join("a//", ["/b", ["//c/"]], "/d"), File.join(["a/", "/"], "//")
