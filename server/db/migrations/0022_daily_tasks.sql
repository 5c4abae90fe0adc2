CREATE TABLE "daily_tasks" (
	"task" text NOT NULL,
	"day" date NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "daily_tasks_task_day_pk" PRIMARY KEY("task","day")
);
