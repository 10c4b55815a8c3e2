# pathname: + and cleanpath(true) on names with . and .. and trailing slashes
require 'pathname'
def P(x) Pathname.new(x) end
[["a/.",".."],["a/./.",".."],["./a",".."],["a/..",".."],["a","./b"],["a/.","b"],["a/b/.","c/.."],[".","."],["./.","b"],["/.",".."],["a/b","../../.."],["..","a"],["a/b",".././c"],["a", "b/./../c"],["/", "../a"], ["a/", "b/"], ["a", "b/"], ["a/b/", ".."], ["a", ""]].each{|a,b| p [a,b,(P(a)+b rescue $!)]}
%w(/a/b/../c a/./b/ a//b/ . ./ a/b/.. ../.. a/../.. /../a a/. ./a/ ./../. a/b/../../..).each{|s| p [s, P(s).cleanpath(true)]}
