; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r369_byte () Int)
(declare-fun r369_1 () Int)
(declare-fun r369_0 () Int)
(declare-fun byte () Int)
(declare-fun w370_byte () Int)
(declare-fun w370_1 () Int)
(declare-fun w370_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s371_byte () Int)
(declare-fun s371_1 () Int)
(declare-fun s371_0 () Int)
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* r369_0 8) (* r369_1 1)))))))
 (and (and (>= r369_0 0) (< r369_0 16)) (and (>= r369_1 0) (< r369_1 8)) (and (>= r369_byte 0) (< r369_byte 4)) (= byte (+ ?x507 r369_byte)))))
(assert
 (let ((?x612 (+ 0 (* 4 (+ 32 (+ (* w370_0 8) (* w370_1 1)))))))
 (and (and (>= w370_0 0) (< w370_0 4)) (and (>= w370_1 0) (< w370_1 8)) (and (>= w370_byte 0) (< w370_byte 4)) (= byte (+ ?x612 w370_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x507 (+ 0 (* 4 (+ 0 (+ (* r369_0 8) (* r369_1 1)))))))
 (= observed (+ ?x507 held_byte))))
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* s371_0 8) (* s371_1 1)))))))
 (and (and (>= s371_0 0) (< s371_0 16)) (and (>= s371_1 0) (< s371_1 8)) (and (>= s371_byte 0) (< s371_byte 4)) (= observed (+ ?x1050 s371_byte)))))
(assert
 (let (($x282 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x217 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x1708 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x217 $x282)))
(or (or false) (not $x1708))))))
(check-sat)
