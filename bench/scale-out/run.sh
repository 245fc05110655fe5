#!/usr/bin/env bash
# The exam-close storm through nginx in front of two API processes that share one
# PostgreSQL database and Redis; exits non-zero if any answer was lost or graded twice.
# See docs/scale-out.md. Ports 3710 (nginx), 3711 and 3712 (API) unless set.
set -euo pipefail
cd "$(dirname "$0")/../.."

nginx_port=${NGINX_PORT:-3710}
api_ports=("${API_PORT_A:-3711}" "${API_PORT_B:-3712}")
postgres=${POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}
redis=${REDIS_URL:-redis://127.0.0.1:6379}
grace=${GRACE_SECONDS:-30}

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "installing nginx from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
# The API bundle is quick to make and must match the source under test;
# API_ENTRY runs the drill against another build instead.
api_entry=${API_ENTRY:-apps/api/dist/server.js}
[ -n "${API_ENTRY:-}" ] || npm run build --workspace @sabora/api >/dev/null

work=$(mktemp -d /tmp/sabora-scale-out.XXXXXX)
# nginx's workers run as an unprivileged user and must reach their temp folders.
chmod 755 "$work"
database="sabora_scale_out_$(date +%s)_$$"
psql "$postgres/postgres" -v ON_ERROR_STOP=1 -qc "create database $database"
database_url="$postgres/$database"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && "$nginx_bin" -p "$work" -c "$work/nginx.conf" -s stop 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql "$postgres/postgres" -qc "drop database if exists $database with (force)" >/dev/null || true
  echo "logs kept in $work"
}
trap cleanup EXIT

mkdir -p "$work/tmp"
cat >"$work/nginx.conf" <<NGINX
worker_processes 1;
error_log $work/nginx-error.log warn;
pid $work/nginx.pid;
events { worker_connections 4096; }
http {
  # Where a slow answer spent its time: connecting to the API, or waiting for it.
  log_format timing '\$request_method \$uri \$status \$request_time \$upstream_connect_time \$upstream_header_time';
  access_log $work/nginx-access.log timing;
  client_body_temp_path $work/tmp/body;
  proxy_temp_path $work/tmp/proxy;
  fastcgi_temp_path $work/tmp/fastcgi;
  uwsgi_temp_path $work/tmp/uwsgi;
  scgi_temp_path $work/tmp/scgi;
  upstream sabora_api {
    server 127.0.0.1:${api_ports[0]} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${api_ports[1]} max_fails=1 fail_timeout=5s;
    keepalive 64;
  }
  server {
    listen 127.0.0.1:$nginx_port;
    client_max_body_size 1m;
    location / {
      proxy_pass http://sabora_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
    }
  }
}
NGINX

jwt_secret=$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')
key_prefix="scale-out:$database:"
api_logs=()
for i in 0 1; do
  log="$work/api-$i.log"
  api_logs+=("$log")
  env DATABASE_URL="$database_url" PORT="${api_ports[$i]}" HOST=127.0.0.1 \
    JWT_SECRET="$jwt_secret" REDIS_URL="$redis" REDIS_KEY_PREFIX="$key_prefix" \
    TRUST_PROXY=true EXAM_GRACE_SECONDS="$grace" WORKERS="${WORKERS_PER_PROCESS:-1}" \
    ADMIN_EMAIL=teacher@scale-out.test ADMIN_PASSWORD=scale-out-admin \
    DATA_DIR="$work/data-$i" NODE_ENV=production LOG_LEVEL=info \
    node "$api_entry" >"$log" 2>&1 &
  pids+=("$!")
done
for port in "${api_ports[@]}"; do
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
    sleep 1
  done
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { echo "the API on $port did not start"; exit 1; }
done
"$nginx_bin" -p "$work" -c "$work/nginx.conf"
curl -sf "http://127.0.0.1:$nginx_port/api/health" >/dev/null

DATABASE_URL="$database_url" BASE_URL="http://127.0.0.1:$nginx_port" JWT_SECRET="$jwt_secret" \
  API_LOGS="$(IFS=,; echo "${api_logs[*]}")" GRACE_SECONDS="$grace" \
  npx --no-install tsx bench/scale-out/storm.ts
