; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r457_byte () Int)
(declare-fun r457_1 () Int)
(declare-fun r457_0 () Int)
(declare-fun byte () Int)
(declare-fun w458_byte () Int)
(declare-fun w458_1 () Int)
(declare-fun w458_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s459_byte () Int)
(declare-fun s459_1 () Int)
(declare-fun s459_0 () Int)
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* r457_0 8) (* r457_1 1)))))))
 (and (and (>= r457_0 0) (< r457_0 16)) (and (>= r457_1 0) (< r457_1 8)) (and (>= r457_byte 0) (< r457_byte 4)) (= byte (+ ?x444 r457_byte)))))
(assert
 (let ((?x607 (+ 0 (* 4 (+ 32 (+ (* w458_0 8) (* w458_1 1)))))))
 (and (and (>= w458_0 0) (< w458_0 4)) (and (>= w458_1 0) (< w458_1 8)) (and (>= w458_byte 0) (< w458_byte 4)) (= byte (+ ?x607 w458_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x388 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x376 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x388 $x455)))
 (or (or false) (not $x376))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* r457_0 8) (* r457_1 1)))))))
 (= carried0 (+ ?x444 held_byte0))))
(assert
 (let ((?x578 (+ 0 (* 4 (+ 0 (+ (* s459_0 8) (* s459_1 1)))))))
(and (and (>= s459_0 0) (< s459_0 16)) (and (>= s459_1 0) (< s459_1 8)) (and (>= s459_byte 0) (< s459_byte 4)) (= carried0 (+ ?x578 s459_byte)))))
(check-sat)
