# shell/process-controller.rb - Shell::ProcessController: the jobs (system
# commands) of a Shell, started in child processes
require "thread"
require "mutex_m" # loaded with shell as in 1.8.7
require "monitor"
require "sync"

class Shell
  class ProcessController
    @ProcessControllers = {}
    @ProcessControllersMonitor = Mutex.new

    class << self
      def process_controllers_exclusive
        @ProcessControllersMonitor.synchronize { yield }
      end

      def activate(pc)
        process_controllers_exclusive {
          @ProcessControllers[pc] ||= 0
          @ProcessControllers[pc] += 1
        }
      end

      def inactivate(pc)
        process_controllers_exclusive {
          if @ProcessControllers[pc]
            if (@ProcessControllers[pc] -= 1) == 0
              @ProcessControllers.delete(pc)
            end
          end
        }
      end

      def each_active_object
        process_controllers_exclusive {
          for ref in @ProcessControllers.keys
            yield ref
          end
        }
      end
    end

    def initialize(shell)
      @shell = shell
      @waiting_jobs = []
      @active_jobs = []
      @jobs_sync = Mutex.new
    end

    attr_reader :active_jobs, :waiting_jobs

    def jobs
      @jobs_sync.synchronize { @waiting_jobs + @active_jobs }
    end

    def active_jobs_exist?
      !@active_jobs.empty?
    end

    def waiting_jobs_exist?
      !@waiting_jobs.empty?
    end

    def jobs_exist?
      active_jobs_exist? or waiting_jobs_exist?
    end

    def add_schedule(command)
      # a command runs when its records are read
    end

    def start_job(command = nil)
    end

    def waiting_job?(job)
      @waiting_jobs.include?(job)
    end

    def active_job?(job)
      @active_jobs.include?(job)
    end

    def terminate_job(command)
      @jobs_sync.synchronize {
        @active_jobs.delete command
        ProcessController.inactivate(self) if @active_jobs.empty?
      }
    end

    def kill_job(sig, command)
      @jobs_sync.synchronize {
        if @waiting_jobs.delete command
          ProcessController.inactivate(self)
          return
        elsif @active_jobs.include?(command)
          begin
            r = command.kill(sig)
            ProcessController.inactivate(self)
          rescue
            print "Shell: Warn: $!\n" if @shell.verbose?
            return nil
          end
          @active_jobs.delete command
          r
        end
      }
    end

    def wait_all_jobs_execution
      # jobs end when their records have been read
    end

    # forks a process for command running the block
    def sfork(command, &block)
      pid = fork(&block)
      @jobs_sync.synchronize {
        ProcessController.activate(self) if @active_jobs.empty?
        @active_jobs.push command
      }
      pid
    end
  end
end
