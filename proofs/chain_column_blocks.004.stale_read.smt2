; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r580_byte () Int)
(declare-fun r580_1 () Int)
(declare-fun r580_0 () Int)
(declare-fun byte () Int)
(declare-fun w581_byte () Int)
(declare-fun w581_1 () Int)
(declare-fun w581_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s582_byte () Int)
(declare-fun s582_1 () Int)
(declare-fun s582_0 () Int)
(assert
 (let ((?x851 (+ 0 (* 4 (+ 0 (+ (* r580_0 32) (* r580_1 1)))))))
 (and (and (>= r580_0 0) (< r580_0 8)) (and (>= r580_1 0) (< r580_1 32)) (and (>= r580_byte 0) (< r580_byte 4)) (= byte (+ ?x851 r580_byte)))))
(assert
 (let ((?x777 (+ 0 (* 4 (+ 8 (+ (* w581_0 32) (* w581_1 1)))))))
 (and (and (>= w581_0 0) (< w581_0 8)) (and (>= w581_1 0) (< w581_1 8)) (and (>= w581_byte 0) (< w581_byte 4)) (= byte (+ ?x777 w581_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x851 (+ 0 (* 4 (+ 0 (+ (* r580_0 32) (* r580_1 1)))))))
 (= observed (+ ?x851 held_byte))))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* s582_0 32) (* s582_1 1)))))))
 (and (and (>= s582_0 0) (< s582_0 8)) (and (>= s582_1 0) (< s582_1 32)) (and (>= s582_byte 0) (< s582_byte 4)) (= observed (+ ?x117 s582_byte)))))
(assert
 (let (($x49456 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x165 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x1028 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x165 $x49456)))
 (let (($x612 (or false)))
 (or $x612 (not $x1028)))))))
(assert
 (let (($x495 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x35352 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 8)))
(let (($x14157 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 8) $x35352 $x495)))
(let (($x612 (or false)))
(or $x612 (not $x14157)))))))
(check-sat)
