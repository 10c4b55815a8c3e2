# 1.8.7 runs a command with execv after its own PATH search: a script
# without "#!" fails with ENOEXEC (no /bin/sh fallback), an unset PATH
# searches /usr/local/bin:/usr/ucb:/usr/bin:/bin:. and an empty PATH entry
# is "."; "=", "#" and "%" do not make a command go through the shell
$stdout.sync = true
require "helper"
File.open("nosheb", "w") { |f| f.puts "echo nosheb ran" }
File.chmod(0755, "nosheb")
Dir.mkdir("bin")
File.open("bin/withx", "w") { |f| f.puts "#!/bin/sh", "echo withx ran $1" }
File.chmod(0755, "bin/withx")
def child(path = ENV["PATH"])
  pid = fork do
    $stderr.reopen($stdout)
    path ? ENV["PATH"] = path : ENV.delete("PATH")
    begin
      yield
    rescue Exception => e
      puts "#{e.class}: #{e.message}"
    end
    exit! 0
  end
  Process.wait(pid)
  $?.exitstatus
end
show("exec nosheb") { child { exec("./nosheb") } }
show("exec nosheb argv0") { child { exec(["./nosheb", "zz"]) } }
show("exec nosheb arg") { child { exec("./nosheb", "a") } }
show("system nosheb") { [system("./nosheb"), $?.exitstatus] }
show("backtick nosheb") { [`./nosheb 2>&1`, $?.exitstatus] }
show("empty entry") { child("/nonexist::/x") { exec("withx", "a") } }
Dir.chdir("bin") do
  show("PATH unset") { child(nil) { exec("withx", "b") } }
  show("PATH unset, sh") { child(nil) { exec("sh", "-c", "echo sh found") } }
  show("PATH empty") { child("") { exec("withx", "c") } }
  show("not found") { child("/nonexist") { exec("withx") } }
end
show("= not meta") { [system("A=1 echo x"), $?.exitstatus] }
show("# not meta") { system("echo a #b") }
show("% not meta") { system("echo %x") }
