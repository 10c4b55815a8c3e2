# -x: the text before the #!ruby line is skipped
garbage that is not Ruby ) (
#!/usr/bin/ruby
p __LINE__
p 1 + 1
