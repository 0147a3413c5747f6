; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r474_byte () Int)
(declare-fun r474_1 () Int)
(declare-fun r474_0 () Int)
(declare-fun byte () Int)
(declare-fun w475_byte () Int)
(declare-fun w475_1 () Int)
(declare-fun w475_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s476_byte () Int)
(declare-fun s476_1 () Int)
(declare-fun s476_0 () Int)
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* r474_0 32) (* r474_1 1)))))))
 (and (and (>= r474_0 0) (< r474_0 8)) (and (>= r474_1 0) (< r474_1 32)) (and (>= r474_byte 0) (< r474_byte 4)) (= byte (+ ?x61 r474_byte)))))
(assert
 (let ((?x1661 (+ 0 (* 4 (+ 0 (+ (* w475_0 32) (* w475_1 1)))))))
 (and (and (>= w475_0 0) (< w475_0 8)) (and (>= w475_1 0) (< w475_1 16)) (and (>= w475_byte 0) (< w475_byte 4)) (= byte (+ ?x1661 w475_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* r474_0 32) (* r474_1 1)))))))
 (= observed (+ ?x61 held_byte))))
(assert
 (let ((?x49657 (+ 0 (* 4 (+ 0 (+ (* s476_0 32) (* s476_1 1)))))))
 (and (and (>= s476_0 0) (< s476_0 8)) (and (>= s476_1 0) (< s476_1 32)) (and (>= s476_byte 0) (< s476_byte 4)) (= observed (+ ?x49657 s476_byte)))))
(assert
 (let (($x1274 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x342 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x873 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x342 $x1274)))
 (let (($x427 (or false)))
 (or $x427 (not $x873)))))))
(assert
 (let (($x1160 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x1178 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x560 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 8) $x1178 $x1160)))
(let (($x427 (or false)))
(or $x427 (not $x560)))))))
(check-sat)
