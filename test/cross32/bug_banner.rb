# The [BUG] report of a crashed interpreter names this build's version and
# platform (it once always said x86_64-linux).  The running interpreter is
# found through /proc/self/exe.
ruby = File.readlink("/proc/self/exe")
out = `#{ruby} -e 'Process.kill(:SEGV, $$)' 2>&1`
banner = out[/^ruby .*\]$/]
p $?.termsig
p out[/\[BUG\] .*/]
p banner == "ruby #{RUBY_VERSION} (#{RUBY_RELEASE_DATE} patchlevel #{RUBY_PATCHLEVEL}) [#{RUBY_PLATFORM}]"
