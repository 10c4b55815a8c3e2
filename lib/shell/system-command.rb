# shell/system-command.rb - Shell::SystemCommand, a program run in a child
# process: its standard input is the filter's input, its output the records
require "shell/filter"

class Shell
  class SystemCommand < Filter
    def initialize(sh, command, *opts)
      if t = opts.find {|opt| !opt.kind_of?(String) && opt.class }
        Shell::Error.Fail Error::TypeError, t.class, "String"
      end
      super(sh)
      @command = command
      @opts = opts
      @pid = nil
      sh.process_controller.add_schedule(self)
    end

    attr_reader :command
    alias name command

    # the input is read when the command runs
    def input=(inp)
      super
    end

    def wait?
      @pid != nil
    end

    def active?
      @pid != nil
    end

    def start
      # the process starts when the records are read
    end

    def flush
    end

    def terminate
      kill("TERM")
    end

    def kill(sig)
      Process.kill(sig, @pid) if @pid
    end

    # runs the command, feeding it the input from a thread
    def each(rs = nil)
      rs = @shell.record_separator unless rs
      out_r, out_w = IO.pipe
      in_r, in_w = IO.pipe if @input
      @pid = fork_command(out_r, out_w, in_r, in_w)
      out_w.close
      feeder = start_import(in_r, in_w) if @input
      begin
        while l = out_r.gets(rs)
          yield l
        end
      ensure
        out_r.close
        feeder.join if feeder
        Process.waitpid(@pid)
        @pid = nil
        @shell.process_controller.terminate_job(self)
      end
    end
    alias super_each each

    def start_import(in_r, in_w)
      in_r.close
      Thread.new {
        begin
          @input.each {|l| in_w.print l }
        rescue Errno::EPIPE
        ensure
          in_w.close
        end
      }
    end

    def start_export
    end

    def notify(*opts, &block)
      @shell.notify(*opts) {|mes|
        yield mes if iterator?
        mes.gsub!("%id", "#{@command}:##{@pid}")
        mes.gsub!("%name", "#{@command}")
        mes.gsub!("%pid", "#{@pid}")
      }
    end

    private

    def fork_command(out_r, out_w, in_r, in_w)
      @shell.process_controller.sfork(self) {
        out_r.close
        STDOUT.reopen(out_w)
        if in_r
          in_w.close
          STDIN.reopen(in_r)
        end
        Dir.chdir @shell.pwd
        File.umask(@shell.umask) if @shell.umask
        begin
          exec(@command, *@opts)
        rescue SystemCallError
          $stderr.puts "shell: #{@command}: #{$!.message}"
        end
        exit!(1)
      }
    end
  end
end
