; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r349_byte () Int)
(declare-fun r349_1 () Int)
(declare-fun r349_0 () Int)
(declare-fun byte () Int)
(declare-fun w350_byte () Int)
(declare-fun w350_1 () Int)
(declare-fun w350_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s351_byte () Int)
(declare-fun s351_1 () Int)
(declare-fun s351_0 () Int)
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* r349_0 8) (* r349_1 1)))))))
 (and (and (>= r349_0 0) (< r349_0 16)) (and (>= r349_1 0) (< r349_1 8)) (and (>= r349_byte 0) (< r349_byte 4)) (= byte (+ ?x251 r349_byte)))))
(assert
 (let ((?x51 (+ 0 (* 4 (+ 16 (+ (* w350_0 8) (* w350_1 1)))))))
 (and (and (>= w350_0 0) (< w350_0 4)) (and (>= w350_1 0) (< w350_1 8)) (and (>= w350_byte 0) (< w350_byte 4)) (= byte (+ ?x51 w350_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* r349_0 8) (* r349_1 1)))))))
 (= observed (+ ?x251 held_byte))))
(assert
 (let ((?x1203 (+ 0 (* 4 (+ 0 (+ (* s351_0 8) (* s351_1 1)))))))
 (and (and (>= s351_0 0) (< s351_0 16)) (and (>= s351_1 0) (< s351_1 8)) (and (>= s351_byte 0) (< s351_byte 4)) (= observed (+ ?x1203 s351_byte)))))
(assert
 (let (($x1670 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
(let (($x1284 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
(let (($x1318 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x1284 $x1670)))
(or (or false) (not $x1318))))))
(check-sat)
