; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r367_byte () Int)
(declare-fun r367_1 () Int)
(declare-fun r367_0 () Int)
(declare-fun byte () Int)
(declare-fun w368_byte () Int)
(declare-fun w368_1 () Int)
(declare-fun w368_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s369_byte () Int)
(declare-fun s369_1 () Int)
(declare-fun s369_0 () Int)
(assert
 (let ((?x1067 (+ 0 (* 4 (+ 0 (+ (* r367_0 8) (* r367_1 1)))))))
 (and (and (>= r367_0 0) (< r367_0 16)) (and (>= r367_1 0) (< r367_1 8)) (and (>= r367_byte 0) (< r367_byte 4)) (= byte (+ ?x1067 r367_byte)))))
(assert
 (let ((?x1306 (+ 0 (* 4 (+ 32 (+ (* w368_0 8) (* w368_1 1)))))))
 (and (and (>= w368_0 0) (< w368_0 4)) (and (>= w368_1 0) (< w368_1 8)) (and (>= w368_byte 0) (< w368_byte 4)) (= byte (+ ?x1306 w368_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1067 (+ 0 (* 4 (+ 0 (+ (* r367_0 8) (* r367_1 1)))))))
 (= observed (+ ?x1067 held_byte))))
(assert
 (let ((?x566 (+ 0 (* 4 (+ 0 (+ (* s369_0 8) (* s369_1 1)))))))
 (and (and (>= s369_0 0) (< s369_0 16)) (and (>= s369_1 0) (< s369_1 8)) (and (>= s369_byte 0) (< s369_byte 4)) (= observed (+ ?x566 s369_byte)))))
(assert
 (let (($x1286 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x129 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x255 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x129 $x1286)))
(or (or false) (not $x255))))))
(check-sat)
